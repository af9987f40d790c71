/**
 * 案件, 出品 and 応募 of the user page (docs/product/admin.md#user-page). A job or a listing an admin has
 * not stopped can be stopped here with a reason (docs/product/admin.md#moderation); a stopped one says
 * why: the moderation's reason, or the owner's suspension.
 */
import { Badge, Code, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminUserApplication, AdminUserDetail, AdminUserJob, AdminUserListing } from '@common/admin';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@common/marketplace';
import { consoleUserPath } from '@common/consolePaths';
import { StatusBadge } from '../../../components/display/StatusBadge';
import { formatDateJa, formatDateTimeJa } from '../../../lib/format';
import { Result } from '../parts';
import { yen } from './labels';
import { ListPanel, Row } from './pieces';
import { useUserActions } from './queries';
import { ReasonAction, type Outcome } from './ReasonAction';

const JOB_STOP_NOTE =
  '案件は停止中になり、受注者の検索に出なくなります。発注者は再開できません。発注者には理由とともにお知らせとLINEで届きます。結ばれた契約はそのまま続きます。';
const LISTING_STOP_NOTE =
  '出品は停止中になり、本人にしか見えなくなります。本人は再開できません。本人には理由とともにお知らせとLINEで届きます。';

/** Why a stopped job or listing is stopped, when the API says. */
function StopNote({ item }: { item: Pick<AdminUserJob, 'moderated' | 'moderation' | 'stoppedBySuspension'> }) {
  if (item.moderated)
    return (
      <Text fontSize="sm" color="red.fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
        運営により停止
        {item.moderation && `（${formatDateTimeJa(item.moderation.at)}）：${item.moderation.reason}`}
      </Text>
    );
  if (item.stoppedBySuspension)
    return (
      <Text fontSize="sm" color="fg.muted">
        利用停止により停止（本人が再開できます）
      </Text>
    );
  return null;
}

function Stoppable({
  what,
  title,
  open,
  stop,
}: {
  what: '案件' | '出品';
  title: string;
  open: boolean;
  stop: (reason: string) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <>
      {open && (
        <ReasonAction
          size="sm"
          label="掲載を停止"
          formLabel={`「${title}」の掲載を停止する理由`}
          title={`${what}「${title}」の掲載を停止しますか？`}
          description={what === '案件' ? JOB_STOP_NOTE : LISTING_STOP_NOTE}
          run={async (reason) => {
            await stop(reason);
            return `${what}「${title}」の掲載を停止しました`;
          }}
          onResult={setOutcome}
          danger
        />
      )}
      {outcome && <Result ok={outcome.ok}>{outcome.text}</Result>}
    </>
  );
}

function JobRow({ job: j, stop }: { job: AdminUserJob; stop: (reason: string) => Promise<unknown> }) {
  return (
    <Row label={`案件「${j.title}」`}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="bold" overflowWrap="anywhere">
          {j.title}
        </Text>
        <StatusBadge kind="job" status={j.status} size="sm" />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        報酬 {yen(j.reward)} ・ 採用 {j.acceptedCount}/{j.capacity}人 ・ 応募 {j.applicantCount}件 ・ 締切{' '}
        {formatDateJa(j.applicationDeadline)} ・ 作成 {formatDateJa(j.createdAt)}
      </Text>
      <StopNote item={j} />
      <Stoppable what="案件" title={j.title} open={!j.moderated && j.status !== 'closed'} stop={stop} />
    </Row>
  );
}

function ListingRow({ listing: l, stop }: { listing: AdminUserListing; stop: (reason: string) => Promise<unknown> }) {
  return (
    <Row label={`出品「${l.title}」`}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="bold" overflowWrap="anywhere">
          {l.title}
        </Text>
        <Badge colorPalette={l.status === 'published' ? 'green' : 'gray'}>{l.status === 'published' ? '公開中' : '停止中'}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        価格 {yen(l.price)} ・ 作成 {formatDateJa(l.createdAt)}
      </Text>
      <StopNote item={l} />
      <Stoppable what="出品" title={l.title} open={!l.moderated} stop={stop} />
    </Row>
  );
}

const applicationLabel = (s: string) => APPLICATION_STATUS_LABEL[s as ApplicationStatus] ?? s;

function ApplicationRow({ a }: { a: AdminUserApplication }) {
  return (
    <Row label={`応募 ${a.jobId}`}>
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
        <Text>
          案件 <Code fontSize="xs">{a.jobId}</Code>
        </Text>
        <Badge>{applicationLabel(a.status)}</Badge>
      </Flex>
      <Flex gap="1" align="center" fontSize="sm" color="fg.muted" minW="0">
        <Text flexShrink={0}>発注者：</Text>
        <ChakraLink asChild colorPalette="teal" minH="44px" wordBreak="break-all">
          <Link to={consoleUserPath(a.clientId)}>{a.clientId}</Link>
        </ChakraLink>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        応募日 {formatDateJa(a.createdAt)}
        {a.contractId && ` ・ 契約 ${a.contractId}`}
      </Text>
    </Row>
  );
}

export function PostsSections({ detail }: { detail: AdminUserDetail }) {
  const actions = useUserActions(detail.user.id);
  return (
    <>
      <ListPanel
        title="案件"
        list={detail.jobs}
        empty="発注者として出した案件はありません"
        render={(j) => <JobRow key={j.id} job={j} stop={(reason) => actions.stopJob(j.id, reason)} />}
      />
      <ListPanel
        title="出品"
        list={detail.listings}
        empty="出品はありません"
        render={(l) => <ListingRow key={l.id} listing={l} stop={(reason) => actions.stopListing(l.id, reason)} />}
      />
      <ListPanel
        title="応募"
        list={detail.applications}
        empty="受注者としての応募はありません"
        render={(a) => <ApplicationRow key={`${a.jobId}-${a.createdAt}`} a={a} />}
      />
    </>
  );
}
