/**
 * The user page's actions (docs/product/admin.md#suspension, docs/product/admin.md#worker-approval):
 * 利用停止 or 利用再開, and 受注者の承認を取り消す for an approved worker, each with a reason and a
 * confirmation. The outcome is said here; the page is fetched again after each.
 */
import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminSuspendResult, AdminUserDetail } from '@common/admin';
import { Panel, Result } from '../parts';
import { nameOf } from './labels';
import { useUserActions } from './queries';
import { ReasonAction, type Outcome } from './ReasonAction';

export const SUSPEND_NOTE = '公開中の案件と出品は停止され、アプリは使えなくなります。納品済みの仕事の報酬は支払われます。';
const REINSTATE_NOTE = 'アプリを再び使えるようになります。利用停止で止まった案件と出品は停止中のままです（本人が再開できます）。';
const REVOKE_NOTE =
  '新しい案件への応募と出品ができなくなります。進行中の契約は最後まで進められます。本人にはお知らせとLINEで理由とともに届きます。';

/** 「利用停止にしました（案件2件・出品1件を停止）」 */
const suspended = (r: AdminSuspendResult) => `利用停止にしました（案件${r.jobsStopped}件・出品${r.listingsStopped}件を停止）`;

export function UserActions({ user }: { user: AdminUserDetail['user'] }) {
  const actions = useUserActions(user.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = nameOf(user);
  return (
    <Panel title="操作">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'start' }}>
        {user.suspended ? (
          <ReasonAction
            key="reinstate"
            label="利用再開"
            formLabel="利用再開の理由"
            title={`${name}さんの利用を再開しますか？`}
            description={REINSTATE_NOTE}
            run={async (reason) => {
              await actions.reinstate(reason);
              return '利用を再開しました';
            }}
            onResult={setOutcome}
          />
        ) : (
          <ReasonAction
            key="suspend"
            label="利用停止"
            formLabel="利用停止の理由"
            title={`${name}さんを利用停止にしますか？`}
            description={SUSPEND_NOTE}
            run={async (reason) => suspended(await actions.suspend(reason))}
            onResult={setOutcome}
            danger
          />
        )}
        {user.isWorker && (
          <ReasonAction
            label="受注者の承認を取り消す"
            formLabel="受注者の承認を取り消す理由"
            title={`${name}さんの受注者の承認を取り消しますか？`}
            description={REVOKE_NOTE}
            run={async (reason) => {
              await actions.revokeWorker(reason);
              return '受注者の承認を取り消しました';
            }}
            onResult={setOutcome}
            danger
          />
        )}
      </Flex>
      {outcome && <Result ok={outcome.ok}>{outcome.text}</Result>}
    </Panel>
  );
}
