/**
 * What every business document sheet shares (docs/product/screens.md#trade-document): the paper
 * itself (`data-trade-document`, which the page's print CSS keeps alone on A4), the title, No., 発行日
 * (JST; a copy the reader had opened before adds 「再発行」 and 「再発行日」, as the 領収書), 第N版 and the
 * version it replaces, the addressee (御中 for a company, 様 for a person) with the
 * issuer on the right, and the labelled rows and amount tables the sheets fill. Black on white in
 * fixed colours so that it prints as it shows; rows stack below 480px (375px reads one column) and
 * read as two columns on paper; no text is smaller than 14px.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { REISSUED_TEXT, type TaxedAmount, type TradeDocumentView, type TradeParty } from '@common/tradeDocuments';
import { formatDateJa } from '../../lib/format';
import { addresseeLines, sheetPrefix, yen, yenTotal } from './sheetText';

interface Issuer {
  /** 発注者, 受注者, 発行者... */
  label: string;
  /** Defaults to `{prefix}-issuer`. */
  testId?: string;
  children: ReactNode;
}

interface SheetProps {
  doc: TradeDocumentView;
  /** The printed title, e.g. 発注書, and what follows it in parentheses, e.g. （取引条件明示書）. */
  title: string;
  subtitle?: string;
  addressee: Pick<TradeParty, 'name' | 'companyName'>;
  issuer: Issuer;
  /** The line under the parties: 「下記のとおり…」. */
  lead?: string;
  children: ReactNode;
}

function Meta({ doc }: { doc: TradeDocumentView }) {
  const p = sheetPrefix(doc.kind);
  // Absent from an API older than the mark: read as a first view.
  const reissued = doc.reissued ?? null;
  return (
    <Stack gap="0.5" align="end" fontSize="sm" fontVariantNumeric="tabular-nums" textAlign="end">
      {reissued && (
        <Text fontWeight="bold" borderWidth="1px" borderColor="gray.900" px="2" mb="1" data-testid={`${p}-reissued`}>
          {REISSUED_TEXT}
        </Text>
      )}
      <Text data-testid={`${p}-number`}>No. {doc.number}</Text>
      <Text>発行日 {formatDateJa(doc.issuedAt)}</Text>
      {reissued && <Text data-testid={`${p}-reissued-on`}>再発行日 {formatDateJa(reissued.at)}</Text>}
      {doc.version > 1 && <Text>第{doc.version}版</Text>}
      {doc.replaces && (
        <Text data-testid={`${p}-replaces`}>
          {doc.replaces.number}（第{doc.replaces.version}版）に代わるものです
        </Text>
      )}
    </Stack>
  );
}

function Addressee({ party, testId }: { party: SheetProps['addressee']; testId: string }) {
  const { company, name } = addresseeLines(party);
  return (
    <Box borderBottomWidth="1px" borderColor="gray.900" pb="1" alignSelf="start" minW="0" data-testid={testId}>
      {company && (
        <Text fontSize="md" overflowWrap="anywhere">
          {company}
        </Text>
      )}
      <Text fontSize="xl" fontWeight="bold" overflowWrap="anywhere">
        {name}
      </Text>
    </Box>
  );
}

/** The paper: title, number and dates, parties, the lead line, then the sheet's own content. */
export function DocumentSheet({ doc, title, subtitle, addressee, issuer, lead, children }: SheetProps) {
  const p = sheetPrefix(doc.kind);
  // A short title is spaced out as Japanese forms print it; a long one must still fit 375px.
  const spacing = title.length <= 4 ? '0.4em' : '0.1em';
  return (
    <Box
      as="article"
      aria-label={title}
      data-trade-document
      data-testid={`${p}-sheet`}
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      shadow="sm"
      px={{ base: '4', sm: '8' }}
      py="6"
      minW="0"
    >
      <Stack gap="5">
        <Stack gap="0" align="center" textAlign="center" data-testid={`${p}-heading`}>
          <Heading as="h2" fontSize="2xl" letterSpacing={spacing} ps={spacing} overflowWrap="anywhere">
            {title}
          </Heading>
          {subtitle && <Text fontSize="sm">{subtitle}</Text>}
        </Stack>

        <Meta doc={doc} />

        {/* Chakra's breakpoints are screen-only (`@media screen and (min-width)`): paper gets its own rules. */}
        <Flex direction={{ base: 'column', sm: 'row' }} _print={{ flexDirection: 'row' }} justify="space-between" gap="4">
          <Addressee party={addressee} testId={`${p}-addressee`} />
          <Stack
            gap="0"
            fontSize="sm"
            textAlign={{ base: 'start', sm: 'end' }}
            _print={{ textAlign: 'end' }}
            minW="0"
            overflowWrap="anywhere"
            data-testid={issuer.testId ?? `${p}-issuer`}
          >
            <Text color="gray.600">{issuer.label}</Text>
            {issuer.children}
          </Stack>
        </Flex>

        {lead && <Text fontSize="sm">{lead}</Text>}
        {children}
      </Stack>
    </Box>
  );
}

/** A party named on the issuer's side: company (when any), then the name in bold. */
export function PartyLines({ party }: { party: Pick<TradeParty, 'name' | 'companyName'> }) {
  return (
    <>
      {party.companyName && <Text>{party.companyName}</Text>}
      <Text fontWeight="bold">{party.name}</Text>
    </>
  );
}

/** The table of labelled rows (a definition list). */
export function SheetRows({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" borderWidth="1px" borderTopWidth="0" borderColor="gray.400">
      {children}
    </Box>
  );
}

/** One row: the label on grey, the value beside it (below it under 480px); whitespace is kept. */
export function SheetRow({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '9.5rem 1fr' }}
      _print={{ gridTemplateColumns: '9.5rem 1fr' }}
      borderTopWidth="1px"
      borderColor="gray.400"
      fontSize="sm"
      data-testid={testId}
    >
      <Text as="dt" bg="gray.100" color="gray.800" fontWeight="bold" px="3" py="2">
        {label}
      </Text>
      <Box as="dd" px="3" py="2" minW="0" overflowWrap="anywhere" whiteSpace="pre-wrap" lineHeight="1.7">
        {children}
      </Box>
    </Box>
  );
}

/** A tax-inclusive amount as one row's value: 「¥55,000-」 and 「（うち消費税（10%）¥5,000）」. */
export function TaxedValue({ amount }: { amount: TaxedAmount }) {
  return (
    <>
      <Text fontWeight="bold" fontSize="md" fontVariantNumeric="tabular-nums">
        {yenTotal(amount.amount)}
      </Text>
      <Text fontSize="sm">
        （うち消費税（{amount.taxPercent}%）{yen(amount.tax)}）
      </Text>
    </>
  );
}

/** The amount due, boxed and large: 「請求金額（税込） ¥55,000-」. */
export function AmountBox({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <Flex
      bg="gray.100"
      align="baseline"
      justify="center"
      gap="2"
      py="3"
      px="2"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="gray.900"
      data-testid={testId}
    >
      <Text fontSize="sm">{label}</Text>
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2" fontVariantNumeric="tabular-nums">
        {yenTotal(amount)}
      </Text>
    </Flex>
  );
}

/** Lines of an amounts table: label on the left, the yen right-aligned; the last one may be the total. */
export interface AmountLine {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}

export function AmountTable({ lines, caption }: { lines: AmountLine[]; caption?: string }) {
  return (
    <Box as="table" w="full" fontSize="sm" borderWidth="1px" borderColor="gray.400" style={{ borderCollapse: 'collapse' }}>
      {caption && (
        <Box as="caption" textAlign="start" fontWeight="bold" pb="1">
          {caption}
        </Box>
      )}
      <tbody>
        {lines.map((l) => (
          <Box as="tr" key={l.testId} borderTopWidth="1px" borderColor="gray.400" data-testid={l.testId}>
            <Box asChild textAlign="start" fontWeight="bold" bg="gray.100" color="gray.800" px="3" py="2">
              <th scope="row">{l.label}</th>
            </Box>
            <Box
              as="td"
              textAlign="end"
              px="3"
              py="2"
              whiteSpace="nowrap"
              fontVariantNumeric="tabular-nums"
              fontWeight={l.strong ? 'bold' : undefined}
            >
              {l.value}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}

/** The 適格請求書 lines of a taxed amount: the total per rate (税込) and its 消費税. */
export function taxLines(amount: TaxedAmount, prefix: string): AmountLine[] {
  return [
    { label: `${amount.taxPercent}%対象（税込）`, value: yen(amount.amount), testId: `${prefix}-taxable` },
    { label: `消費税額（${amount.taxPercent}%）`, value: yen(amount.tax), testId: `${prefix}-tax` },
  ];
}

/** A closing note in small (but ≥ 14px) grey type. */
export function SheetNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fontSize="sm" color="gray.600" data-testid={testId}>
      {children}
    </Text>
  );
}
