/**
 * Says that a form opened on the user's saved draft (lib/forms/drafts.ts), with the way back to a
 * clean form. Props: `onDiscard()`.
 */
import { Button, HStack, Text } from '@chakra-ui/react';

export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <HStack
      role="status"
      justify="space-between"
      gap="2"
      bg="bg.muted"
      rounded="lg"
      ps="3"
      pe="1"
      py="1"
      data-testid="draft-notice"
    >
      <Text fontSize="sm">前回の下書きを復元しました</Text>
      <Button size="sm" minH="44px" variant="ghost" colorPalette="gray" flexShrink={0} onClick={onDiscard}>
        下書きを破棄
      </Button>
    </HStack>
  );
}
