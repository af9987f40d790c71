/**
 * What applications tell the other side (docs/product/notifications.md#application-events): notices queued
 * in the application's transaction.
 */
import { CLIENT, WORKER, withId } from '@common/paths';
import type { NoticeInput } from '../../documents/notifications';
import type { JobDoc } from '../../documents/jobs';

/** The client's applicants of the job; the worker's job page. */
const jobPath = (side: 'client' | 'worker', jobId: string) => withId(side === 'client' ? CLIENT.applicants : WORKER.job, jobId);

export const newApplicationNotice = (job: JobDoc, workerName: string): NoticeInput => ({
  userId: job.clientId,
  kind: 'application_new',
  title: '新しい応募が届きました',
  body: `「${job.title}」に${workerName}さんから応募がありました`,
  path: jobPath('client', job.id),
});

export const acceptedNotice = (job: JobDoc, workerId: string, contractId: string): NoticeInput => ({
  userId: workerId,
  kind: 'application_accepted',
  title: '採用されました',
  body: `「${job.title}」に採用されました。発注者の仮払いのあと作業を始めてください`,
  path: withId(WORKER.contract, contractId),
  amount: job.reward,
  contractId,
});

export const notSelectedNotice = (job: JobDoc, workerId: string, filled: boolean): NoticeInput => ({
  userId: workerId,
  kind: 'application_not_selected',
  title: filled ? '募集が終了しました' : '選考結果のお知らせ',
  body: filled
    ? `「${job.title}」は募集人数に達したため、今回は見送りとなりました`
    : `「${job.title}」は残念ながら今回は採用が見送られました`,
  path: jobPath('worker', job.id),
});
