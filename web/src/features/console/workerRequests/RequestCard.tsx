/**
 * One worker request as an admin reads it: who asked (linked to their console page), occupation,
 * self-introduction in full, the portfolio or SNS page, when; then the actions of a pending request or
 * the decision of a decided one (docs/product/admin.md#worker-approval).
 */
import { Badge, Box, Code, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { consoleUserPath } from '@common/consolePaths';
import type { AdminWorkerRequest } from '@common/workerAccess';
import { formatDateTimeJa } from '../../../lib/format';
import { isWebLink, nameOf, STATUS_LABEL } from './labels';
import { PendingActions, type Outcome } from './PendingActions';

const BADGE_PALETTE = { pending: 'orange', approved: 'green', declined: 'gray', revoked: 'red' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="bold">
        {label}
      </Text>
      <Box fontSize="sm" minW="0">
        {children}
      </Box>
    </Stack>
  );
}

function Decision({ r }: { r: AdminWorkerRequest }) {
  return (
    <Stack gap="2" bg="bg.muted" rounded="md" p="3" data-testid="decision">
      <Text fontSize="sm" fontWeight="bold">
        {STATUS_LABEL[r.status]}
        {r.decidedAt && `（${formatDateTimeJa(r.decidedAt)}）`}
      </Text>
      {r.declineReason && (
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          理由：{r.declineReason}
        </Text>
      )}
      {r.decidedBy && (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          判断した管理者：<Code>{r.decidedBy}</Code>
        </Text>
      )}
    </Stack>
  );
}

export function RequestCard({ request: r, onResult }: { request: AdminWorkerRequest; onResult: (o: Outcome) => void }) {
  const name = nameOf(r);
  return (
    <Stack as="article" aria-label={`${name}さんの申請`} gap="3" bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0">
      <Flex gap="2" wrap="wrap" align="center" justify="space-between">
        <Flex gap="2" align="center" wrap="wrap" minW="0">
          <ChakraLink asChild fontWeight="bold" fontSize="lg" minH="44px" colorPalette="teal" overflowWrap="anywhere">
            <Link to={consoleUserPath(r.userId)}>{name}</Link>
          </ChakraLink>
          <Badge colorPalette={BADGE_PALETTE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          申請：{formatDateTimeJa(r.requestedAt)}
        </Text>
      </Flex>
      {r.company && (
        <Text fontSize="sm" color="fg.muted" mt="-2" overflowWrap="anywhere">
          {r.company}
        </Text>
      )}
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flexShrink={0} w={{ md: '200px' }}>
          <Field label="職種">{r.occupation ?? '—'}</Field>
        </Box>
        <Box flex="1" minW="0">
          <Field label="ポートフォリオ・SNS">
            {r.link && isWebLink(r.link) ? (
              <ChakraLink
                href={r.link}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="teal"
                minH="44px"
                overflowWrap="anywhere"
                wordBreak="break-all"
              >
                {r.link}
              </ChakraLink>
            ) : (
              <Text overflowWrap="anywhere">{r.link ?? '—'}</Text>
            )}
          </Field>
        </Box>
      </Flex>
      <Field label="自己紹介">
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {r.introduction ?? '—'}
        </Text>
      </Field>
      {r.status === 'pending' ? <PendingActions request={r} onResult={onResult} /> : <Decision r={r} />}
    </Stack>
  );
}
