/**
 * The notice while the network is gone (./Recovery.tsx' Connectivity, at the top of the page column in
 * app/AppShell.tsx): a strip across the column above the page's header, over the column's top padding
 * (it takes the safe area instead), sticky at the top once the header has scrolled away. With `overlay`
 * (a message room, a full-screen frame that covers the column) it is fixed over the top of the screen,
 * above the room's header, with the same safe area.
 */
import { Box } from '@chakra-ui/react';

export const OFFLINE_MESSAGE = 'オフラインです。接続が戻ると自動で更新します';

export function OfflineBanner({ overlay }: { overlay?: boolean }) {
  return (
    <Box
      role="status"
      position={overlay ? 'fixed' : 'sticky'}
      top="0"
      zIndex={overlay ? 'banner' : 'docked'}
      bg="gray.800"
      color="white"
      fontSize="sm"
      textAlign="center"
      {...(overlay
        ? { insetX: '0', mx: 'auto', maxW: '28rem' }
        : { mx: '-4', mt: 'calc(-1 * max(env(safe-area-inset-top), 16px))', mb: '3' })}
      px="3"
      pb="2"
      pt="calc(env(safe-area-inset-top) + 8px)"
    >
      {OFFLINE_MESSAGE}
    </Box>
  );
}
