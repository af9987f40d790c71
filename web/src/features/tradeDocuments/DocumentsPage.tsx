/**
 * /client/mypage/documents and /worker/mypage/documents (書類・帳票: docs/product/screens.md#documents):
 * every business document of the caller, searched as the electronic bookkeeping rules want
 * (docs/product/law.md#bookkeeping): by 期間 (取引年月日), 金額 (税込) and 取引先, and 種類, any of them
 * together. The conditions live in the URL, so a reload or the way back keeps them. Each line opens
 * the document; a version a later one replaced is muted. 「月ごとにまとめて印刷」 opens one month's
 * documents on one printable page.
 */
import { Badge, Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { ChevronRight, FileSearch, Printer, Search } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { jstMonth } from '@common/dates';
import { DOCUMENT_SEARCH_LIMITS, searchableKinds, type DocumentRecord, type DocumentSearch } from '@common/documentSearch';
import { documentSearchSchema, type DocumentSearchValues } from '@common/documentSearchSchema';
import { TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { DateInput } from '../../components/forms/DateInput';
import { FormField } from '../../components/forms/FormField';
import { YenRangeInputs } from '../../components/forms/YenRangeInputs';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatDateJa, formatYen } from '../../lib/format';
import { parseNumber } from '../../lib/forms/yen';
import { PATHS, WORKER, withId } from '../../lib/paths';
import { useDocumentSearch } from './searchQueries';

type Side = 'client' | 'worker';

const FIELDS = ['from', 'to', 'minAmount', 'maxAmount', 'counterparty', 'kind'] as const;

/** The conditions the URL holds (as typed: the API checks them again and says what is wrong). */
export function searchFromParams(params: URLSearchParams): DocumentSearch {
  const out: Record<string, string | number> = {};
  for (const f of FIELDS) {
    const v = params.get(f);
    if (!v) continue;
    out[f] = (f === 'minAmount' || f === 'maxAmount') && /^\d+$/.test(v) ? Number(v) : v;
  }
  return out as DocumentSearch;
}

function paramsOf(v: DocumentSearchValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of FIELDS) {
    const x = v[f];
    if (x !== undefined && x !== '') params.set(f, String(x));
  }
  return params;
}

/** This month and the 23 before it (JST), newest first: 2026-11, 2026-10, ... */
export function recentMonths(now = new Date(), count = 24): string[] {
  const [y, m] = jstMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const total = y * 12 + (m - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const monthLabel = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

function SearchForm({
  side,
  initial,
  onSearch,
}: {
  side: Side;
  initial: DocumentSearch;
  onSearch: (p: URLSearchParams) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DocumentSearchValues>({
    resolver: yupResolver(documentSearchSchema),
    defaultValues: { counterparty: '', ...initial },
  });
  const clear = () => {
    reset({ counterparty: '' });
    onSearch(new URLSearchParams());
  };
  return (
    <Box asChild bg="bg" borderWidth="1px" rounded="xl" p="4">
      <form onSubmit={handleSubmit((v) => onSearch(paramsOf(v)))} noValidate role="search" aria-label="書類の検索">
        <Stack gap="3">
          <FormField label="期間（取引年月日）" error={errors.from?.message ?? errors.to?.message}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" w="full">
              {(['from', 'to'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Box aria-label={name === 'from' ? '期間の開始日' : '期間の終了日'} role="group">
                      <DateInput
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        placeholder={name === 'from' ? '開始日' : '終了日'}
                      />
                    </Box>
                  )}
                />
              ))}
            </SimpleGrid>
          </FormField>
          <FormField label="金額（税込）" error={errors.minAmount?.message ?? errors.maxAmount?.message}>
            <YenRangeInputs
              subject="金額"
              min={register('minAmount', { setValueAs: parseNumber })}
              max={register('maxAmount', { setValueAs: parseNumber })}
            />
          </FormField>
          <FormField label="取引先" error={errors.counterparty?.message}>
            <Input
              size="lg"
              placeholder={side === 'client' ? '受注者の名前' : 'サロン名・会社名'}
              maxLength={DOCUMENT_SEARCH_LIMITS.counterparty + 10}
              {...register('counterparty')}
            />
          </FormField>
          <FormField label="種類" error={errors.kind?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field aria-label="種類" {...register('kind')}>
                <option value="">すべて</option>
                {searchableKinds(side).map((k) => (
                  <option key={k} value={k}>
                    {TRADE_DOCUMENT_LABEL[k]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <HStack gap="2">
            <Button type="button" variant="outline" size="lg" minH="48px" flex="1" onClick={clear}>
              条件をクリア
            </Button>
            <Button type="submit" size="lg" minH="48px" flex="2">
              <Search aria-hidden /> 検索する
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

function DocumentRow({ side, doc }: { side: Side; doc: DocumentRecord }) {
  const muted = doc.superseded ? 'fg.muted' : undefined;
  return (
    <Box asChild bg="bg" borderWidth="1px" rounded="xl" opacity={doc.superseded ? 0.75 : 1}>
      <Link to={withId(PATHS[side].document, doc.id)} data-testid="document-row" data-superseded={doc.superseded || undefined}>
        <HStack px="4" py="3" minH="64px" gap="3" align="center">
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontSize="md" fontWeight="bold" color={muted}>
                {TRADE_DOCUMENT_LABEL[doc.kind]}
                {doc.version > 1 && `（第${doc.version}版）`}
              </Text>
              {doc.superseded && (
                <Badge colorPalette="gray" variant="subtle">
                  更新済み
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color={muted ?? 'fg'} overflowWrap="anywhere">
              {doc.counterparty}・{doc.title}
            </Text>
            {/* Number and date stay whole; the amount goes right, under them when the line is full. */}
            <HStack
              justify="space-between"
              wrap="wrap"
              columnGap="2"
              rowGap="0"
              fontSize="sm"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
            >
              <Text whiteSpace="nowrap">
                {doc.number}・{formatDateJa(doc.transactionDate)}
              </Text>
              <Text fontWeight="bold" color={muted ?? 'fg'} flexShrink={0} ms="auto">
                {doc.amount === null ? '—' : `${formatYen(doc.amount)}（税込）`}
              </Text>
            </HStack>
          </Stack>
          <ChevronRight size={18} aria-hidden />
        </HStack>
      </Link>
    </Box>
  );
}

function MonthPrint({ side }: { side: Side }) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]);
  return (
    <Stack asChild gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4">
      <section aria-label="月ごとにまとめて印刷">
        <Text fontWeight="bold" fontSize="sm">
          月ごとにまとめて印刷
        </Text>
        <Text fontSize="sm" color="fg.muted">
          その月に発行された書類を、1枚ずつA4で印刷・PDF保存できます。
        </Text>
        <HStack gap="2">
          <NativeSelect.Root size="lg" flex="1">
            <NativeSelect.Field aria-label="印刷する月" value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button asChild size="lg" minH="48px" variant="outline">
            <Link to={`${PATHS[side].documentsPrint}?month=${month}`}>
              <Printer aria-hidden /> 印刷ページ
            </Link>
          </Button>
        </HStack>
      </section>
    </Stack>
  );
}

export default function DocumentsPage() {
  const { pathname } = useLocation();
  const side: Side = pathname.startsWith(WORKER.documents) ? 'worker' : 'client';
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const list = useDocumentSearch(search);
  const filtered = Object.keys(search).length > 0;
  const onSearch = (next: URLSearchParams) => setParams(next, { replace: true });
  return (
    <Stack gap="4" pb="calc(env(safe-area-inset-bottom) + 24px)">
      <PageHeader title="書類・帳票" back={PATHS[side].mypage} />
      <Text fontSize="sm" color="fg.muted">
        発注書・納品書・検収書・請求書{side === 'worker' ? '・支払明細' : ''}
        を、取引年月日・金額・取引先で検索できます。条件は組み合わせて使えます。
      </Text>
      {side === 'client' && (
        // The 領収書 is the operator's, kept with each payment (docs/product/law.md#bookkeeping).
        <Button asChild variant="outline" size="md" minH="44px" justifyContent="space-between" data-testid="receipts-link">
          <Link to={PATHS.client.account}>
            仮払いの領収書は支払い履歴から
            <ChevronRight size={18} aria-hidden />
          </Link>
        </Button>
      )}
      <SearchForm key={params.toString()} side={side} initial={search} onSearch={onSearch} />
      <MonthPrint side={side} />
      <Stack gap="2" aria-label="検索結果" as="section">
        <PagedList
          list={list}
          gap="2"
          empty={
            <EmptyState
              icon={FileSearch}
              title={filtered ? '条件に合う書類はありません' : '書類はまだありません'}
              description={
                filtered ? '期間や金額の条件を変えてお試しください' : '契約が成立すると、発注書などの書類がここに表示されます'
              }
            />
          }
          renderItem={(d) => <DocumentRow key={d.id} side={side} doc={d} />}
        />
      </Stack>
    </Stack>
  );
}
