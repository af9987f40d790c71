/**
 * Closing the jobs whose application deadline passed (docs/product/states.md#deadline-close), a step
 * of the deal timers (contracts/timers.ts runDealTimers): a job ad must not stay 募集中 once nobody
 * can apply (docs/product/law.md#accurate-job-ads-12条).
 *
 * The deadline is a JST date and a job is open through the whole of that day, so a job closes from
 * the next JST midnight on. The candidates are read in ordered batches (documents/jobs.ts
 * publishedPastDeadline); each is closed in its own transaction that reads it again and closes it
 * only while it is still published and its deadline still passed, so parallel or repeated runs
 * close a job once (one updatedAt, one notice), and one that fails is logged and the rest go on.
 */
import { todayJst } from '@common/dates';
import { CLIENT, withId } from '@common/paths';
import type { Deps } from '../../ports';
import { jobs, publishedPastDeadline, type JobDoc } from '../../documents/jobs';
import { notify, type NoticeInput } from '../../documents/notifications';
import { logFailure } from '../money/keys';

/** Jobs read per query. */
export const EXPIRY_BATCH = 100;

export interface JobExpiryReport {
  /** Jobs this run closed. */
  closed: string[];
  /** Jobs whose close failed this run (logged; tried again by the next run). */
  failed: string[];
}

/** The owner's notice (docs/product/notifications.md#job-events): it opens her job. */
export const deadlineClosedNotice = (job: JobDoc): NoticeInput => ({
  userId: job.clientId,
  kind: 'job_closed',
  title: '募集を終了しました',
  body: `「${job.title}」の応募締切日を過ぎたため、募集を終了しました`,
  path: withId(CLIENT.job, job.id),
});

/** Closes one job if it is still published past its deadline; true when this call closed it. */
async function closeIfExpired(deps: Deps, id: string): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const job = await jobs.get(tx, id);
    const now = deps.clock.now();
    if (!job || job.status !== 'published' || job.applicationDeadline >= todayJst(now)) return false;
    jobs.patch(tx, id, { status: 'closed', closedReason: 'deadline', updatedAt: now });
    notify(deps, tx, deadlineClosedNotice(job), now);
    return true;
  });
}

export async function closeExpiredJobs(deps: Deps, batchSize = EXPIRY_BATCH): Promise<JobExpiryReport> {
  const report: JobExpiryReport = { closed: [], failed: [] };
  const fetch = publishedPastDeadline(deps.store, todayJst(deps.clock.now()));
  let after: unknown[] | undefined;
  for (;;) {
    const batch = await fetch(after, batchSize);
    for (const { data } of batch) {
      try {
        if (await closeIfExpired(deps, data.id)) report.closed.push(data.id);
      } catch (e) {
        logFailure('closing the expired job', data.id, e);
        report.failed.push(data.id);
      }
    }
    if (batch.length < batchSize) return report;
    // The cursor is the last job's (deadline, id): the jobs closed meanwhile leave no gap.
    const last = batch[batch.length - 1].data;
    after = [last.applicationDeadline, last.id];
  }
}
