/**
 * One applicant: who (avatar, name, occupation, skills), their message, status, and accept / decline;
 * once hired the contract (a cancelled one says so: the badge reads キャンセル, never 採用).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, FileText } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Application } from '@common/marketplace';
import { InvoiceIssuerBadge } from '../../components/display/InvoiceIssuerBadge';
import { ReviewSummaryLine } from '../../components/display/ReviewSummaryLine';
import { SkillChips } from '../../components/display/SkillChips';
import { StatusBadge } from '../../components/display/StatusBadge';
import { WorkerSummary } from '../profiles';
import { formatDateJa } from '../../lib/format';
import { CLIENT, withId } from '../../lib/paths';

export interface ApplicantCardProps {
  application: Application;
  canAccept: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

export function ApplicantCard({ application: a, canAccept, onAccept, onDecline }: ApplicantCardProps) {
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const w = a.worker;
  // Offer 続きを読む only when the clamped message really hides something.
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const el = messageRef.current;
    if (el && !expanded) setClamped(el.scrollHeight > el.clientHeight + 1);
  }, [a.message, expanded]);
  return (
    <Box
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
      data-testid="applicant-card"
      aria-label={`${w.name}さんの応募`}
    >
      <Link to={withId(CLIENT.worker, w.userId)} state={{ from: pathname }}>
        <HStack gap="3" p="4" pb="3" align="center" _active={{ bg: 'bg.muted' }}>
          <WorkerSummary worker={w} />
          <StatusBadge kind="application" status={a.status} size="sm" />
          <ChevronRight size={18} aria-hidden />
        </HStack>
      </Link>
      <Stack gap="3" px="4" pb="4">
        <ReviewSummaryLine summary={w.reviews} hideEmpty />
        <InvoiceIssuerBadge issuer={w.qualifiedInvoiceIssuer} />
        <SkillChips skills={w.skills} max={5} size="sm" />
        <Box bg="bg.muted" rounded="lg" p="3">
          <HStack gap="1" fontSize="xs" color="fg.muted" mb="1">
            <FileText size={14} aria-hidden />
            <Text>応募メッセージ・{formatDateJa(a.createdAt)}</Text>
          </HStack>
          <Text ref={messageRef} fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={expanded ? undefined : 4}>
            {a.message}
          </Text>
          {(clamped || expanded) && (
            <Button variant="plain" size="sm" px="0" minH="44px" color="colorPalette.fg" onClick={() => setExpanded((v) => !v)}>
              {expanded ? '閉じる' : '続きを読む'}
            </Button>
          )}
        </Box>
        {a.status === 'pending' && (
          <HStack gap="2">
            <Button flex="1" size="lg" minH="48px" variant="outline" colorPalette="gray" onClick={onDecline}>
              不採用にする
            </Button>
            <Button flex="1" size="lg" minH="48px" onClick={onAccept} disabled={!canAccept}>
              採用する
            </Button>
          </HStack>
        )}
        {a.status === 'cancelled' && (
          <Text fontSize="sm" fontWeight="bold" color="red.fg" data-testid="applicant-note">
            この契約はキャンセルされました
          </Text>
        )}
        {(a.status === 'accepted' || a.status === 'cancelled') && a.contractId && (
          <Button asChild size="lg" minH="48px" variant="subtle">
            <Link to={withId(CLIENT.contract, a.contractId)}>契約を見る</Link>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
