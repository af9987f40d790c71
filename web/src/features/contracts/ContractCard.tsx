/**
 * A contract (案件管理) in a list: the other party, title, status (修正依頼中 while a revision is
 * pending), reward and delivery date; one link.
 * Props: `contract`, `to`, `side` — the viewer's side, so the card names the other party
 * (a client sees the worker, a worker sees the client).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { pendingRevision } from '@common/rooms';
import { formatDateJa } from '../../lib/format';
import { PartyLine } from '../../components/display/PartyLine';
import { RewardRow } from '../../components/display/RewardRow';
import { StatusBadge } from '../../components/display/StatusBadge';

export interface ContractCardProps {
  contract: Contract;
  to: string;
  side: UserType;
}

export function ContractCard({ contract, to, side }: ContractCardProps) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="contract-card">
      <Link to={to} aria-label={contract.title}>
        <Stack gap="2" p="4" _active={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2">
            <HStack gap="2" minW="0">
              <StatusBadge kind="contract" status={contract.status} size="sm" />
              {/* 作業中 alone would hide that the work is a revision the client asked for. */}
              {pendingRevision(contract) && (
                <Text fontSize="xs" fontWeight="bold" color="orange.fg" whiteSpace="nowrap" data-testid="revision-pending">
                  修正依頼中
                </Text>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {formatDateJa(contract.createdAt)} 成約
            </Text>
          </HStack>
          <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
            {contract.title}
          </Text>
          <RewardRow reward={contract.reward} icon={CalendarCheck} caption="納期" date={contract.deliveryDate} />
          <PartyLine contract={contract} side={side} />
        </Stack>
      </Link>
    </Box>
  );
}
