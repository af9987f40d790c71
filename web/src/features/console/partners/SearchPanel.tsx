/**
 * 検索 of the partner directory (docs/product/admin.md#single-accounts): by e-mail, key or company
 * name (a part of either), 20 a page, each account with its edit and delete actions.
 */
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PARTNER_LIMITS } from '@common/partners';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { PagedList } from '../../../components/feedback/PagedList';
import { Result } from '../parts';
import { PartnerCard, type Outcome } from './PartnerCard';
import { usePartners } from './queries';

/**
 * The API matches e-mails and company names, not keys: a whole key (no "@", its "@" written `_40`) is
 * turned back into its e-mail (common/src/partners.ts partnerKey writes each other byte as `_XX`).
 */
export function searchTerm(input: string): string {
  const q = input.trim();
  if (q.includes('@') || !/_40/i.test(q) || !/^(?:[a-z0-9-]|_[0-9a-f]{2})+$/i.test(q)) return q;
  try {
    return decodeURIComponent(q.replace(/_([0-9a-f]{2})/gi, '%$1'));
  } catch {
    return q;
  }
}

export function SearchPanel() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { list, total } = usePartners(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    setQ(searchTerm(draft));
  };
  return (
    <Stack gap="3">
      <Flex as="form" onSubmit={submit} gap="2" direction={{ base: 'column', sm: 'row' }} role="search" aria-label="名簿を検索">
        <Input
          aria-label="検索する言葉"
          placeholder="メールアドレス・キー・会社名（一部でも可）"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={PARTNER_LIMITS.email}
          minH="44px"
          flex="1"
        />
        <Button type="submit" colorPalette="teal" minH="44px">
          検索
        </Button>
      </Flex>
      {total !== undefined && (
        <Text fontSize="sm" color="fg.muted">
          名簿の件数：{total.toLocaleString('ja-JP')}件{q && `（「${q}」で検索中）`}
        </Text>
      )}
      {outcome && <Result ok={outcome.ok}>{outcome.text}</Result>}
      <PagedList
        list={list}
        empty={<EmptyState title={q ? '該当する会社はありません' : '名簿に会社がありません'} />}
        renderItem={(entry) => <PartnerCard key={entry.key} entry={entry} onResult={setOutcome} />}
      />
    </Stack>
  );
}
