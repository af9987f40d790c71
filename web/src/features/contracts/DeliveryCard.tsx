/**
 * The latest 納品 as both sides see it while the contract waits for 検収: the worker's message, when
 * it arrived and when the platform confirms it by itself (automatic 検収).
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DeliveryView } from '@common/deal';
import { formatDateTimeJa } from '../../lib/format';

export const autoCompleteText = (d: Pick<DeliveryView, 'autoCompleteAt'>) =>
  `${formatDateTimeJa(d.autoCompleteAt)}に自動で検収されます`;

export function DeliveryCard({ delivery: d, children }: { delivery: DeliveryView; children?: ReactNode }) {
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid="delivery">
      <Stack gap="0.5">
        <Heading as="h2" size="sm">
          納品内容
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTimeJa(d.at)} 納品
        </Text>
      </Stack>
      <Text fontSize="sm" bg="bg.muted" rounded="md" px="3" py="2" whiteSpace="pre-wrap" wordBreak="break-word">
        {d.message}
      </Text>
      <Text fontSize="sm" fontWeight="bold" color="colorPalette.fg" data-testid="auto-complete">
        {autoCompleteText(d)}
      </Text>
      {children}
    </Stack>
  );
}
