/**
 * The client's public profile as a worker sees it: avatar, name, kind (法人 / 個人) and, when
 * `withDetail`, the introduction with its stored line breaks (DetailText, never HTML), folded when long.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { detailToLines } from '@common/api';
import type { PublicClient } from '@common/marketplace';
import { DetailText } from '../../components/display/DetailText';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { ReadMoreToggle } from '../../components/display/ReadMoreToggle';

// Shown to a worker, a client who is an individual reads '個人', not the option label フリーランス
// (docs/product/entities.md#option-lists): that word describes the worker's own trade.
const CLASSIFY_LABEL: Record<PublicClient['classify'], string> = { corporation: '法人', individual: '個人' };

export function ClientProfileCard({ client, withDetail }: { client: PublicClient; withDetail?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const long = detailToLines(client.detail).length > 4 || client.detail.length > 160;
  const company = client.companyName && client.companyName !== client.name ? client.companyName : '';
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid="client-profile">
      <HStack gap="3" minW="0">
        <PersonAvatar uid={client.userId} side="client" version={client.avatarVersion ?? null} name={client.name} size="md" />
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" truncate>
            {client.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {CLASSIFY_LABEL[client.classify]}
            {company && `・${company}`}
          </Text>
        </Stack>
      </HStack>
      {withDetail && client.detail && (
        <Box>
          <DetailText value={client.detail} lineClamp={expanded || !long ? undefined : 4} />
          {long && <ReadMoreToggle open={expanded} onToggle={() => setExpanded((v) => !v)} />}
        </Box>
      )}
    </Stack>
  );
}
