/**
 * モデレーション (docs/product/admin.md#moderation): stop a job's or a listing's publication, hide
 * one message of a room, or hide a review (docs/product/reviews.md#hiding), each with a reason kept in the audit log. What the owner or the parties will
 * see is said before confirming; the outcome or the API's refusal is said beside the form.
 */
import { Button, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CONSOLE } from '@common/consolePaths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { formatDateTimeJa } from '../../../lib/format';
import { Panel } from '../parts';
import { ModerationForm } from './ModerationForm';
import { useModeration } from './queries';

const JOB_EFFECT = (
  <List.Root gap="1" ps="4">
    <List.Item>案件は「停止中」になり、受注者の検索から外れ、新しい応募を受け付けなくなります。</List.Item>
    <List.Item>
      発注者には「運営により案件の掲載を停止しました」というお知らせ（LINEにも届きます）が、案件名と理由つきで届きます。理由は発注者の案件画面にも表示されます。
    </List.Item>
    <List.Item>発注者は自分で再開できません。成立済みの契約はそのまま進みます。</List.Item>
  </List.Root>
);

const LISTING_EFFECT = (
  <List.Root gap="1" ps="4">
    <List.Item>出品は「停止中」になり、出品した受注者本人にしか見えなくなります。</List.Item>
    <List.Item>
      受注者には「運営により出品の掲載を停止しました」というお知らせ（LINEにも届きます）が、出品名と理由つきで届きます。理由は受注者の出品画面にも表示されます。
    </List.Item>
    <List.Item>受注者は自分で再開できません。</List.Item>
  </List.Root>
);

const MESSAGE_EFFECT = (
  <List.Root gap="1" ps="4">
    <List.Item>
      当事者の双方に、本文の代わりに「このメッセージは運営により非表示になりました」と表示され、添付画像は誰にも表示されなくなります（最後のメッセージなら、ルーム一覧のプレビューも同じ表示になります）。
    </List.Item>
    <List.Item>当事者へのお知らせは送られません。理由は監査ログにだけ残ります。</List.Item>
    <List.Item>運営のメッセージ（システムメッセージ）は非表示にできません。元に戻す操作はありません。</List.Item>
  </List.Root>
);

const REVIEW_EFFECT = (
  <List.Root gap="1" ps="4">
    <List.Item>
      評価は書いた本人にだけ「非表示」として表示され、相手・プロフィール・他のユーザーには表示されなくなります。公開済みなら、平均と件数からも外れます。
    </List.Item>
    <List.Item>当事者へのお知らせは送られません。理由は監査ログにだけ残ります。元に戻す操作はありません。</List.Item>
  </List.Root>
);

/** A review's id: the contract's id and who wrote it (docs/product/reviews.md#hiding). */
const checkReviewId = (v: string) =>
  /^[^\s/]+_(client|worker)$/.test(v)
    ? null
    : '評価IDは「契約ID_client」（発注者の評価）か「契約ID_worker」（受注者の評価）の形で入力してください';

/** A message's number in its room: 1 for the first message, system messages counted. */
const checkSeq = (v: string) => (/^[1-9]\d{0,11}$/.test(v) ? null : 'メッセージ番号は1以上の整数で入力してください');

export default function ModerationPage() {
  const moderation = useModeration();
  return (
    <Stack gap="4">
      <PageHeader title="モデレーション" />
      <Stack gap="2" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between">
        <Text fontSize="sm" color="fg.muted">
          規約に反する掲載やメッセージを、理由を添えて止めます。操作はすべて監査ログに残ります。案件と出品は、ユーザー検索から開く各ユーザーのページ（案件・出品の一覧）からも停止できます。
        </Text>
        <Button asChild variant="outline" minH="44px" flexShrink={0}>
          <Link to={CONSOLE.users}>ユーザー検索を開く</Link>
        </Button>
      </Stack>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" alignItems="start">
        <Panel title="案件の掲載を停止">
          <ModerationForm
            name="案件の掲載を停止"
            fields={[{ name: 'id', label: '案件ID', placeholder: '案件ID' }]}
            effect={JOB_EFFECT}
            submitLabel="掲載を停止する"
            confirmTitle={(v) => `案件 ${v.id} の掲載を停止しますか？`}
            run={async (v, reason) => {
              const r = await moderation.stopJob(v.id, reason);
              return `案件 ${r.id} の掲載を停止しました（${formatDateTimeJa(r.moderation.at)}）`;
            }}
          />
        </Panel>
        <Panel title="出品の掲載を停止">
          <ModerationForm
            name="出品の掲載を停止"
            fields={[{ name: 'id', label: '出品ID', placeholder: '出品ID' }]}
            effect={LISTING_EFFECT}
            submitLabel="掲載を停止する"
            confirmTitle={(v) => `出品 ${v.id} の掲載を停止しますか？`}
            run={async (v, reason) => {
              const r = await moderation.stopListing(v.id, reason);
              return `出品 ${r.id} の掲載を停止しました（${formatDateTimeJa(r.moderation.at)}）`;
            }}
          />
        </Panel>
        <Panel title="メッセージを非表示">
          <ModerationForm
            name="メッセージを非表示"
            fields={[
              { name: 'roomId', label: 'ルームID（契約ID）', placeholder: '契約ID' },
              {
                name: 'seq',
                label: 'メッセージ番号',
                placeholder: '例：12（ルームの最初のメッセージが1）',
                inputMode: 'numeric',
                check: checkSeq,
              },
            ]}
            effect={MESSAGE_EFFECT}
            submitLabel="非表示にする"
            confirmTitle={(v) => `ルーム ${v.roomId} のメッセージ ${v.seq} を非表示にしますか？`}
            run={async (v, reason) => {
              const r = await moderation.hideMessage(v.roomId, Number(v.seq), reason);
              return `ルーム ${r.roomId} のメッセージ ${r.seq} を非表示にしました。当事者には「${r.text}」と表示されます`;
            }}
          />
        </Panel>
        <Panel title="評価を非表示">
          <ModerationForm
            name="評価を非表示"
            fields={[
              {
                name: 'id',
                label: '評価ID',
                placeholder: '例：契約ID_client（発注者が書いた評価）',
                check: checkReviewId,
              },
            ]}
            effect={REVIEW_EFFECT}
            submitLabel="非表示にする"
            confirmTitle={(v) => `評価 ${v.id} を非表示にしますか？`}
            run={async (v, reason) => {
              const r = await moderation.hideReview(v.id, reason);
              return `評価 ${r.id} を非表示にしました（${formatDateTimeJa(r.moderation.at)}）`;
            }}
          />
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
