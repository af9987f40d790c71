/**
 * The latest 納品 as both sides see it while the contract waits for 検収: the worker's message, its
 * photos and gallery link (DeliveryAttachments.tsx, photos only with `roomId`), when it arrived and
 * when the platform confirms it by itself (automatic 検収). After 検収 the same card shows the
 * delivered work (deliveredWork.ts), without the automatic 検収.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DeliveredWork, DeliveryView } from '@common/deal';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { formatDateTimeJa } from '../../lib/format';
import { DeliveryAttachments } from './DeliveryAttachments';

export const autoCompleteText = (d: Pick<DeliveryView, 'autoCompleteAt'>) =>
  `${formatDateTimeJa(d.autoCompleteAt)}に自動で検収されます`;

export function DeliveryCard({
  delivery: d,
  roomId,
  children,
}: {
  /** Without autoCompleteAt (the delivered work after 検収) the automatic 検収 line is left out. */
  delivery: DeliveredWork & Partial<Pick<DeliveryView, 'autoCompleteAt'>>;
  roomId?: string;
  children?: ReactNode;
}) {
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
      <Text fontSize="sm" bg="bg.muted" rounded="md" px="3" py="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
        <LinkifiedText text={d.message} />
      </Text>
      <DeliveryAttachments roomId={roomId} images={d.images} link={d.link} />
      {d.autoCompleteAt && (
        <Text fontSize="sm" fontWeight="bold" color="colorPalette.fg" data-testid="auto-complete">
          {autoCompleteText({ autoCompleteAt: d.autoCompleteAt })}
        </Text>
      )}
      {children}
    </Stack>
  );
}
