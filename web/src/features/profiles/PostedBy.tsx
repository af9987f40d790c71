/** The posting client in one small line: avatar and company name (or the name of an individual). */
import { HStack, Text } from '@chakra-ui/react';
import type { PublicClient } from '@common/marketplace';
import { PersonAvatar } from '../../components/display/PersonAvatar';

export function PostedBy({ client }: { client: PublicClient }) {
  const clientName = client.companyName || client.name;
  return (
    <HStack gap="2" minW="0">
      <PersonAvatar uid={client.userId} side="client" version={client.avatarVersion ?? null} name={clientName} size="xs" />
      <Text fontSize="xs" color="fg.muted" truncate>
        {clientName}
      </Text>
    </HStack>
  );
}
