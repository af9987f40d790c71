/**
 * What applying a file would do (docs/product/admin.md#import-preview-then-apply): the counts, every
 * invalid line with its line number and reason, and the accounts added, changed and removed in lists
 * that open on a tap. Nothing is changed by showing it.
 */
import { Box, Code, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PARTNER_LIMITS, type PartnerImportPreview, type PartnerRow } from '@common/partners';

const n = (v: number) => `${v.toLocaleString('ja-JP')}件`;

function Count({ id, label, value, tone }: { id: string; label: string; value: number; tone?: string }) {
  return (
    <Box bg="bg.subtle" rounded="md" p="3" minW="0" data-testid={`count-${id}`}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color={value ? tone : undefined}>
        {n(value)}
      </Text>
    </Box>
  );
}

/** A list that opens on a tap (a native details element: keyboard and screen readers included). */
function Fold({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (!count) return null;
  return (
    <Box as="details" borderWidth="1px" rounded="md" px="3" minW="0">
      <Box as="summary" cursor="pointer" minH="44px" display="flex" alignItems="center" fontWeight="bold">
        {title} {n(count)}
      </Box>
      <Stack as="ul" gap="2" pb="3" listStyleType="none" ms="0">
        {children}
      </Stack>
    </Box>
  );
}

const Account = ({ row }: { row: PartnerRow }) => (
  <Box as="li" fontSize="sm" overflowWrap="anywhere">
    <Text fontWeight="bold">{row.companyName}</Text>
    <Text color="fg.muted">{row.email}</Text>
  </Box>
);

export function PreviewView({ preview }: { preview: PartnerImportPreview }) {
  const { counts } = preview;
  return (
    <Stack gap="3" data-testid="partner-preview">
      <Text fontSize="sm" color="fg.muted">
        名簿の現在の件数 {n(counts.current)} → ファイルの件数 {n(counts.file)}（文字コード：
        {preview.encoding === 'shift_jis' ? 'Shift_JIS' : 'UTF-8'}）
      </Text>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <Count id="added" label="追加" value={counts.added} tone="green.fg" />
        <Count id="changed" label="変更" value={counts.changed} tone="orange.fg" />
        <Count id="removed" label="削除" value={counts.removed} tone="red.fg" />
        <Count id="unchanged" label="変更なし" value={counts.unchanged} />
        <Count id="invalid" label="エラーのある行" value={counts.invalid} tone="red.fg" />
      </SimpleGrid>
      {preview.invalid.length > 0 && (
        <Stack gap="2" borderWidth="1px" borderColor="red.muted" rounded="md" p="3" role="region" aria-label="エラーのある行">
          <Text fontWeight="bold" color="red.fg">
            エラーのある行（{n(counts.invalid)}）
          </Text>
          <Stack as="ul" gap="2" maxH="360px" overflowY="auto" listStyleType="none" ms="0">
            {preview.invalid.map((l) => (
              <Box as="li" key={l.line} fontSize="sm" overflowWrap="anywhere" data-testid="invalid-line">
                <Text>
                  {l.line}行目：{l.reason}
                </Text>
                {l.text && (
                  <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                    {l.text}
                  </Code>
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
      <Fold title="追加される" count={counts.added}>
        {preview.added.map((r) => (
          <Account key={r.key} row={r} />
        ))}
      </Fold>
      <Fold title="変更される" count={counts.changed}>
        {preview.changed.map((c) => (
          <Box as="li" key={c.key} fontSize="sm" overflowWrap="anywhere" data-testid="changed-row">
            <Text color="fg.muted">{c.email}</Text>
            <Text>
              {c.before.companyName} → <b>{c.after.companyName}</b>
            </Text>
            {c.before.email !== c.after.email && (
              <Text color="fg.muted">
                {c.before.email} → {c.after.email}
              </Text>
            )}
          </Box>
        ))}
      </Fold>
      <Fold title="削除される（ファイルにない）" count={counts.removed}>
        {preview.removed.map((r) => (
          <Account key={r.key} row={r} />
        ))}
      </Fold>
      {preview.truncated && (
        <Text fontSize="sm" color="fg.muted">
          一覧はそれぞれ先頭の{PARTNER_LIMITS.previewList.toLocaleString('ja-JP')}件までです（件数は全体です）。
        </Text>
      )}
    </Stack>
  );
}
