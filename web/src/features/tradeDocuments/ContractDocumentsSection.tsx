/**
 * 「書類」 on the contract page (in its lazy lower part, ContractMore): the contract's business
 * documents, e.g. its 発注書, each a link to its page; a version a later one replaced is marked.
 * Loaded with that part only, so the contract's first screen carries none of it (docs/performance.md).
 * The contract's steps issue documents (a 納品, the 検収, the transfer): whenever the contract on
 * screen changes (`stamp`, its updatedAt: the viewer's own step or a poll), the list is read again.
 */
import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import { TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { LoadError } from '../../components/feedback/LoadError';
import { formatDateJa } from '../../lib/format';
import { PATHS, withId } from '../../lib/paths';
import { useContractDocuments } from './queries';

export function ContractDocumentsSection({ contractId, side, stamp }: { contractId: string; side: UserType; stamp: string }) {
  const query = useContractDocuments(contractId, stamp);
  const items = query.data?.items;
  return (
    <Stack gap="2" data-testid="contract-documents">
      <Heading as="h2" size="sm">
        書類
      </Heading>
      {items ? (
        items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            この契約の書類はまだありません。
          </Text>
        ) : (
          <Box bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
            {items.map((d, i) => (
              <Link key={d.id} to={withId(PATHS[side].document, d.id)} data-testid="contract-document">
                <HStack px="4" py="3" minH="56px" gap="3" borderTopWidth={i === 0 ? '0' : '1px'}>
                  <FileText size={18} aria-hidden />
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontSize="sm" fontWeight="bold" color={d.superseded ? 'fg.muted' : undefined}>
                      {TRADE_DOCUMENT_LABEL[d.kind]}
                      {d.version > 1 && `（第${d.version}版）`}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {d.number}・{formatDateJa(d.issuedAt)}発行
                    </Text>
                  </Stack>
                  {d.superseded && (
                    <Badge colorPalette="gray" variant="subtle">
                      更新済み
                    </Badge>
                  )}
                  <ChevronRight size={18} aria-hidden />
                </HStack>
              </Link>
            ))}
          </Box>
        )
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title="書類を読み込めませんでした" />
      ) : (
        <Skeleton h="56px" rounded="xl" />
      )}
    </Stack>
  );
}
