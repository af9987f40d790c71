/**
 * The box "what happens next" both sides show on a contract; what it says for each state and side is
 * in nextSteps.ts. The buttons and forms of the step (pay, 検収, 修正依頼, answering a cancellation)
 * sit under the box.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import type { Step } from './nextSteps';

export function NextStep({ step }: { step: Step }) {
  const Icon = step.icon;
  const palette =
    step.tone === 'cancelled'
      ? { bg: 'red.subtle', fg: 'red.fg' }
      : step.tone === 'done'
        ? { bg: 'green.subtle', fg: 'green.fg' }
        : step.tone === 'wait'
          ? { bg: 'blue.subtle', fg: 'blue.fg' }
          : { bg: 'colorPalette.subtle', fg: 'colorPalette.fg' };
  return (
    <Box bg={palette.bg} rounded="xl" p="4" role="status" data-testid="next-action">
      <HStack gap="2" color={palette.fg} mb="2">
        <Icon size={20} aria-hidden />
        <Text fontWeight="bold" fontSize="sm">
          {step.title}
        </Text>
      </HStack>
      <Stack gap="2">
        {/* A paragraph may quote what a party wrote (a revision's reason): its line breaks and links stay. */}
        {step.body.map((p, i) => (
          <Text key={i} fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            <LinkifiedText text={p} />
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
