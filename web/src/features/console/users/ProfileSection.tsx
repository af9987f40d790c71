/**
 * プロフィール and 受注者申請 of the user page (docs/product/admin.md#user-page): the account's own
 * fields, both profiles' main fields as stored, and the worker-access request with its decision.
 */
import { Badge, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { AdminUserDetail } from '@common/admin';
import { detailToText } from '@common/api';
import { CLASSIFY_OPTIONS, SEX_OPTIONS } from '@common/options';
import { formatDateJa, formatDateTimeJa } from '../../../lib/format';
import { Panel } from '../parts';
import { sideOf } from './labels';
import { Field, Fields } from './pieces';

type Profile = Record<string, unknown>;

/** A stored value as text: lists joined, nothing as —. */
function show(v: unknown): string {
  if (Array.isArray(v)) return v.length ? v.map(show).join('、') : '—';
  if (typeof v === 'string') return v.trim() ? v : '—';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '—';
}

const optionLabel = (options: ReadonlyArray<{ value: string; label: string }>, v: unknown) =>
  options.find((o) => o.value === v)?.label ?? show(v);

const isWebLink = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//i.test(v);

function WebLink({ href }: { href: unknown }) {
  if (!isWebLink(href)) return <>{show(href)}</>;
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" colorPalette="teal" wordBreak="break-all">
      {href}
    </ChakraLink>
  );
}

function Detail({ value }: { value: unknown }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {typeof value === 'string' && value.trim() ? detailToText(value) : '—'}
    </Text>
  );
}

function ClientProfile({ p }: { p: Profile }) {
  const corp = (p.corporationInfo ?? {}) as Profile;
  return (
    <Stack gap="2" data-testid="client-profile">
      <Heading as="h3" size="sm">
        発注者プロフィール
      </Heading>
      <Fields>
        <Field label="名前">{show(p.name)}</Field>
        <Field label="区分">{optionLabel(CLASSIFY_OPTIONS, p.classify)}</Field>
        <Field label="会社名">{show(corp.companyName)}</Field>
        <Field label="所在地">{show(corp.address)}</Field>
        <Field label="ホームページ">
          <WebLink href={corp.hpURL} />
        </Field>
        <Field label="設立">{show(corp.establishmentDate)}</Field>
      </Fields>
      <Field label="紹介">
        <Detail value={p.detail} />
      </Field>
    </Stack>
  );
}

function WorkerProfile({ p }: { p: Profile }) {
  const birth = [p.birthYear, p.birthMonth, p.birthDate].every((n) => typeof n === 'number')
    ? `${String(p.birthYear)}年${String(p.birthMonth)}月${String(p.birthDate)}日`
    : '—';
  return (
    <Stack gap="2" data-testid="worker-profile">
      <Heading as="h3" size="sm">
        受注者プロフィール
      </Heading>
      <Fields>
        <Field label="名前">{show(p.name)}</Field>
        <Field label="区分">{optionLabel(CLASSIFY_OPTIONS, p.classify)}</Field>
        <Field label="屋号・会社名">{show(p.companyName)}</Field>
        <Field label="職種">{show(p.occupation)}</Field>
        <Field label="職種の詳細">{show(p.occupationDetails)}</Field>
        <Field label="スキル">{show(p.skills)}</Field>
        <Field label="性別">{optionLabel(SEX_OPTIONS, p.sex)}</Field>
        <Field label="生年月日">{birth}</Field>
        <Field label="ポートフォリオ">
          {Array.isArray(p.portfolios) && p.portfolios.length ? (
            <Stack gap="1">
              {p.portfolios.map((link, i) => (
                <WebLink key={i} href={link} />
              ))}
            </Stack>
          ) : (
            '—'
          )}
        </Field>
      </Fields>
      <Field label="自己紹介">
        <Detail value={p.detail} />
      </Field>
    </Stack>
  );
}

export function ProfileSection({ detail }: { detail: AdminUserDetail }) {
  const { user, profiles } = detail;
  return (
    <Panel title="プロフィール">
      <Fields>
        <Field label="LINE表示名">{show(user.lineDisplayName)}</Field>
        <Field label="区分">{sideOf(user)}</Field>
        <Field label="登録日">{formatDateJa(user.createdAt)}</Field>
        <Field label="認証済みサロン">{user.salonInfo ? user.salonInfo.salonDisplayName : '未認証'}</Field>
        <Field label="メール">{user.salonInfo?.email ?? '—'}</Field>
        <Field label="LINE友だち">{user.lineFriend === null ? '不明' : user.lineFriend ? '追加済み' : '未追加'}</Field>
        <Field label="Stripeアカウント">{user.stripeAccount ?? '—'}</Field>
        <Field label="更新日時">{formatDateTimeJa(user.updatedAt)}</Field>
      </Fields>
      {profiles.client && <ClientProfile p={profiles.client} />}
      {profiles.worker && <WorkerProfile p={profiles.worker} />}
      {!profiles.client && !profiles.worker && (
        <Text fontSize="sm" color="fg.muted">
          プロフィールはまだ登録されていません
        </Text>
      )}
    </Panel>
  );
}

const REQUEST_LABEL = { pending: '審査待ち', approved: '承認済み', declined: '見送り', revoked: '取り消し' } as const;
const REQUEST_PALETTE = { pending: 'orange', approved: 'green', declined: 'gray', revoked: 'red' } as const;

export function WorkerRequestSection({ request: r }: { request: AdminUserDetail['workerRequest'] }) {
  return (
    <Panel title="受注者申請">
      {!r ? (
        <Text fontSize="sm" color="fg.muted">
          受注者の利用申請はありません
        </Text>
      ) : (
        <Stack gap="3" data-testid="worker-request">
          <Badge alignSelf="start" colorPalette={REQUEST_PALETTE[r.status]}>
            {REQUEST_LABEL[r.status]}
          </Badge>
          <Fields>
            <Field label="職種">{r.occupation ?? '—'}</Field>
            <Field label="ポートフォリオ・SNS">
              <WebLink href={r.link} />
            </Field>
            <Field label="申請日時">{formatDateTimeJa(r.requestedAt)}</Field>
          </Fields>
          <Field label="自己紹介">
            <Text whiteSpace="pre-wrap">{r.introduction ?? '—'}</Text>
          </Field>
          {r.decidedAt && (
            <Fields>
              <Field label="判断">
                {REQUEST_LABEL[r.status]}（{formatDateTimeJa(r.decidedAt)}）
              </Field>
              <Field label="判断した管理者">{r.decidedBy ?? '—'}</Field>
              {r.declineReason && (
                <Field label="理由">
                  <Text whiteSpace="pre-wrap">{r.declineReason}</Text>
                </Field>
              )}
            </Fields>
          )}
        </Stack>
      )}
    </Panel>
  );
}
