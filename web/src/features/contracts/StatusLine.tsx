/**
 * One line of money news on the contract page (the payment, the refund, the payout): an icon, a bold
 * title whose bracketed date at the end wraps as one piece, and a short muted explanation.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

const BRACKETED_END = /（[^（]*）$/;

/** 「…（2026年11月23日）」: the date in brackets never leaves 「日）」 alone on a line. */
function KeepDateTogether({ text }: { text: string }) {
  const date = BRACKETED_END.exec(text)?.[0];
  if (!date) return <>{text}</>;
  return (
    <>
      {text.slice(0, -date.length)}
      <Text as="span" whiteSpace="nowrap">
        {date}
      </Text>
    </>
  );
}

export function StatusLine({
  icon: Icon,
  title,
  body,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  testId: string;
}) {
  return (
    <HStack align="start" gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid={testId}>
      <Box flexShrink={0} pt="0.5">
        <Icon size={20} aria-hidden />
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="sm" fontWeight="bold">
          <KeepDateTogether text={title} />
        </Text>
        {body && (
          <Text fontSize="xs" color="fg.muted">
            {body}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
