/**
 * The notice while the network is gone (./Recovery.tsx' Connectivity, at the top of the page column in
 * app/AppShell.tsx): a strip across the column above the page's header, over the column's top padding
 * (it takes the safe area instead), sticky at the top once the header has scrolled away. A room, full
 * screen, covers it.
 */
import { Box } from '@chakra-ui/react';

export const OFFLINE_MESSAGE = 'オフラインです。接続が戻ると自動で更新します';

export function OfflineBanner() {
  return (
    <Box
      role="status"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="gray.800"
      color="white"
      fontSize="sm"
      textAlign="center"
      mx="-4"
      mt="calc(-1 * max(env(safe-area-inset-top), 16px))"
      mb="3"
      px="3"
      pb="2"
      pt="calc(env(safe-area-inset-top) + 8px)"
    >
      {OFFLINE_MESSAGE}
    </Box>
  );
}
