/**
 * The other party of a contract as one line: avatar, role ('受注者' / '発注者') and name.
 * Props: `contract`, `side` (the viewer's side).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { PersonAvatar } from './PersonAvatar';

export interface PartyLineProps {
  contract: Pick<Contract, 'client' | 'worker'>;
  side: UserType;
  size?: 'sm' | 'md';
}

export function partyOf(contract: Pick<Contract, 'client' | 'worker'>, side: UserType) {
  if (side === 'client') {
    const w = contract.worker;
    return { role: '受注者', uid: w.userId, side: 'worker' as const, name: w.name, version: w.avatarVersion ?? null };
  }
  const c = contract.client;
  return {
    role: '発注者',
    uid: c.userId,
    side: 'client' as const,
    name: c.companyName || c.name,
    version: c.avatarVersion ?? null,
  };
}

export function PartyLine({ contract, side, size = 'sm' }: PartyLineProps) {
  const p = partyOf(contract, side);
  return (
    <HStack gap="2" minW="0">
      <PersonAvatar uid={p.uid} side={p.side} version={p.version} name={p.name} size={size} />
      <Stack gap="0" minW="0">
        <Text fontSize="2xs" color="fg.muted">
          {p.role}
        </Text>
        <Text fontSize="sm" fontWeight="medium" truncate>
          {p.name}
        </Text>
      </Stack>
    </HStack>
  );
}
