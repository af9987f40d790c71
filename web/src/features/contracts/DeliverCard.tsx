/**
 * The card of the worker's 納品 (DeliverForm.tsx): the heading, the client's 修正依頼 when there was
 * one, what to write, then `children` (the fields, or their placeholder while they load).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Contract } from '@common/marketplace';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { formatDateTimeJa } from '../../lib/format';

export function DeliverCard({
  contract: c,
  testId,
  children,
}: {
  contract: Pick<Contract, 'history'>;
  /** Only on the usable form, not on its loading state. */
  testId?: string;
  children: ReactNode;
}) {
  const latest = c.history[c.history.length - 1];
  const revision = latest?.action === 'request_revision' ? latest : null;
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid={testId}>
      <Heading as="h2" size="sm">
        納品する
      </Heading>
      {revision && (
        <Box bg="orange.subtle" rounded="lg" p="3" data-testid="revision-request">
          <Text fontSize="sm" fontWeight="bold" color="orange.fg">
            発注者から修正の依頼があります（{formatDateTimeJa(revision.at)}）
          </Text>
          <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
            <LinkifiedText text={revision.note ?? ''} />
          </Text>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        作業が終わったら、作業内容を書き、写真を添付するか受け渡し先のURL（ギャラリー・ダウンロード）を入力して納品してください。発注者が内容を確認し、検収するか修正を依頼します。
      </Text>
      {children}
    </Stack>
  );
}
