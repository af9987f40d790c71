/**
 * Applications (応募): a worker applies once per job and may withdraw while pending; the job's
 * owner lists the applicants and accepts (opening a contract and its room) or declines them.
 * Every change of an application and the job's counters happens in one transaction.
 */
import { todayJst, type ApplicationInputDto } from '@common/schemas/marketplace';
import type { Application, ApplicationStatus, Contract, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { StoreConflictError } from '../../ports/store';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { newestCursorOf, scanPage } from '../../http/paging';
import { read, readAll, type Reader } from '../../documents/collection';
import {
  APPLICATION_NOT_FOUND,
  applicantsOf,
  applicationRef,
  applicationsOf,
  applicationsOfWorker,
  withContractState,
  workerApplicationCursorOf,
  type ApplicationDoc,
} from '../../documents/applications';
import { JOB_NOT_FOUND, freePlacesOf, isClosedByDeadline, jobs, type JobDoc } from '../../documents/jobs';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { appendMessage, type RoomDoc } from '../../documents/rooms';
import { notify } from '../../documents/notifications';
import { workerProfileRef } from '../../documents/profiles';
import { eventOf, systemText, toContract, DEFAULT_DEAL_SETTINGS } from '../contracts';
import { PLATFORM_FEE_RATE } from '../money/fees';
import { contractWithholding } from '../money/withholding';
import { issueOrderIn } from '../tradeDocuments';
import { initialPaymentDeadline } from '@common/paymentDeadline';
import { acceptedNotice, newApplicationNotice, notSelectedNotice } from './notices';
import { users } from '../../documents/users';
import { JOB_OWNERSHIP, canWork, requireOwner } from '../../policies';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { jobSummary, toApplication } from './model';
// The not-found message of the ids its routes take (routes never import documents/).
export { APPLICATION_NOT_FOUND } from '../../documents/applications';
export { JOB_NOT_FOUND } from '../../documents/jobs';

export const APPLICANTS_CURSOR = ['date', 'string'] as const;
export const MY_APPLICATIONS_CURSOR = ['date', 'string'] as const;

const ALREADY_APPLIED: Record<ApplicationStatus, string> = {
  pending: 'この案件にはすでに応募しています',
  accepted: 'この案件にはすでに応募しています',
  declined: 'この案件にはすでに応募しています',
  not_selected: 'この案件にはすでに応募しています',
  withdrawn: 'この案件への応募は取り下げ済みのため、再度応募できません',
  cancelled: 'この案件の契約はキャンセルされたため、再度応募できません',
};

async function withWorker(deps: Deps, docs: ApplicationDoc[]): Promise<Application[]> {
  const profiles = await loadPublicProfiles(deps, { workers: docs.map((d) => d.workerId) });
  return docs.map((d) => toApplication(d, profiles.worker(d.workerId)));
}

export async function apply(deps: Deps, actor: Actor, jobId: string, dto: ApplicationInputDto): Promise<Application> {
  const doc = await deps.store
    .runTransaction(async (tx) => {
      const [job, existing, profile] = await readAll(tx, [
        jobs.ref(jobId),
        applicationRef(jobId, actor.uid),
        workerProfileRef(actor.uid),
      ]);
      if (!job) throw errors.notFound(JOB_NOT_FOUND);
      if (existing) throw errors.conflict(ALREADY_APPLIED[existing.status]);
      const now = deps.clock.now();
      // A stopped job is hidden from workers (GET answers 404): applying says the same, not why.
      if (job.status === 'stopped') throw errors.notFound(JOB_NOT_FOUND);
      // Closed by the deal timers once the deadline passed (docs/product/states.md#deadline-close).
      if (isClosedByDeadline(job)) throw errors.conflict('応募締切日を過ぎているため応募できません');
      if (job.status === 'closed') {
        // Closed with a free place: a cancellation freed it and the client has not reopened the job.
        throw errors.conflict(
          freePlacesOf(job) > 0 ? 'この案件の募集は締め切られています' : '募集人数に達したため、この案件の募集は終了しました',
        );
      }
      if (job.applicationDeadline < todayJst(now)) throw errors.conflict('応募締切日を過ぎているため応募できません');
      const application: ApplicationDoc = {
        id: actor.uid,
        jobId,
        workerId: actor.uid,
        clientId: job.clientId,
        message: dto.message,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
      // create, not set: even a transaction that did not see the first application cannot overwrite it.
      applicationsOf(jobId).create(tx, actor.uid, application);
      jobs.patch(tx, jobId, { applicantCount: job.applicantCount + 1 });
      notify(deps, tx, newApplicationNotice(job, profile?.name || actor.user.lineDisplayName), now);
      return application;
    })
    .catch((e: unknown) => {
      if (e instanceof StoreConflictError) throw errors.conflict(ALREADY_APPLIED.pending);
      throw e;
    });
  return (await withWorker(deps, [doc]))[0];
}

export async function withdraw(deps: Deps, actor: Actor, jobId: string): Promise<Application> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const [job, app] = await readAll(tx, [jobs.ref(jobId), applicationRef(jobId, actor.uid)]);
    if (!job || !app) throw errors.notFound(APPLICATION_NOT_FOUND);
    if (app.status === 'withdrawn') throw errors.conflict('この応募はすでに取り下げています');
    if (app.status === 'accepted') throw errors.conflict('採用された応募は取り下げできません');
    if (app.status === 'declined' || app.status === 'not_selected')
      throw errors.conflict('選考が終了した応募は取り下げできません');
    const next: ApplicationDoc = { ...app, status: 'withdrawn', updatedAt: deps.clock.now() };
    applicationsOf(jobId).patch(tx, actor.uid, { status: next.status, updatedAt: next.updatedAt });
    jobs.patch(tx, jobId, { applicantCount: Math.max(0, job.applicantCount - 1) });
    return next;
  });
  return (await withWorker(deps, [doc]))[0];
}

/** The job when the caller owns it (policies.ts: 403 when they could see it anyway, 404 when not). */
const ownJob = (job: JobDoc | null, actor: Actor, action: string): JobDoc =>
  requireOwner(job, actor.uid, JOB_OWNERSHIP, `応募者の${action}は案件を掲載した発注者のみ行えます`);

/** The job's applicants (withdrawn ones left out), newest first. */
export async function listApplicants(
  deps: Deps,
  actor: Actor,
  jobId: string,
  after: unknown[] | undefined,
): Promise<Page<Application>> {
  ownJob(await jobs.get(deps.store, jobId), actor, '確認');
  const page = await scanPage({ fetch: applicantsOf(deps.store, jobId), cursorOf: newestCursorOf, after });
  const docs = await withContractState(
    deps.store,
    page.items.map((d) => d.data),
  );
  return {
    items: await withWorker(
      deps,
      docs.filter((d) => d !== null),
    ),
    nextCursor: page.nextCursor,
  };
}

/** The worker's own applications with their jobs, newest first (declined ones show as 不採用, cancelled contracts as キャンセル). */
export async function listMyApplications(deps: Deps, actor: Actor, after: unknown[] | undefined): Promise<Page<Application>> {
  const page = await scanPage({
    fetch: applicationsOfWorker(deps.store, actor.uid),
    cursorOf: workerApplicationCursorOf,
    after,
  });
  const [docs, jobDocs] = await Promise.all([
    withContractState(
      deps.store,
      page.items.map((d) => d.data),
    ),
    jobs.getMany(
      deps.store,
      page.items.map((d) => d.data.jobId),
    ),
  ]);
  const profiles = await loadPublicProfiles(deps, {
    workers: [actor.uid],
    clients: jobDocs.flatMap((j) => (j ? [j.clientId] : [])),
  });
  const me = profiles.worker(actor.uid);
  const items = docs.flatMap((d, i) => {
    const job = jobDocs[i];
    return d ? [toApplication(d, me, job ? jobSummary(job, profiles.client(job.clientId).name) : undefined)] : [];
  });
  return { items, nextCursor: page.nextCursor };
}

async function readForDecision(tx: Reader, actor: Actor, jobId: string, workerId: string, action: string) {
  const [jobDoc, app, worker] = await readAll(tx, [jobs.ref(jobId), applicationRef(jobId, workerId), users.ref(workerId)]);
  const job = ownJob(jobDoc, actor, action);
  if (!app) throw errors.notFound(APPLICATION_NOT_FOUND);
  if (app.status === 'withdrawn') throw errors.conflict('この応募は取り下げられています');
  return { job, app, worker };
}

/**
 * Accepting is atomic: the job, the application and its status are read and checked in the same
 * transaction that writes the contract, the room, the application and the job's counter. Of two
 * accepts racing on one application, or on the last place of a job, one wins and the other gets 409.
 */
export async function accept(deps: Deps, actor: Actor, jobId: string, workerId: string): Promise<Contract> {
  const contract = await deps.store.runTransaction(async (tx) => {
    const { job, app, worker } = await readForDecision(tx, actor, jobId, workerId, '採用');
    if (app.status === 'accepted') throw errors.conflict('この応募はすでに採用済みです');
    if (app.status === 'declined') throw errors.conflict('不採用にした応募は採用できません');
    if (job.status === 'stopped') throw errors.conflict('募集を停止している案件では採用できません。再開してから操作してください');
    if (job.acceptedCount >= job.capacity) throw errors.conflict('募集人数に達しているため、これ以上採用できません');
    if (app.status === 'not_selected') throw errors.conflict('見送りになった応募は採用できません');
    if (!canWork(worker)) {
      throw errors.conflict('この受注者は現在ご利用いただけないため採用できません');
    }
    // 源泉徴収 is decided here and frozen on the contract: the job's flag and the worker's 法人/個人
    // as they are now (docs/product/law.md#withholding-源泉徴収).
    const withholding = job.withholding ? contractWithholding(job, await read(tx, workerProfileRef(workerId))) : null;
    const acceptedCount = job.acceptedCount + 1;
    // The last place: everyone still waiting is told 見送り in this same transaction (reads first).
    const filled = acceptedCount >= job.capacity;
    const waiting = filled
      ? (await applicationsOf(jobId).query(tx, { where: [['status', '==', 'pending']] })).filter((a) => a.id !== workerId)
      : [];
    const now = deps.clock.now();
    const id = deps.store.newId();
    const doc: ContractDoc = {
      id,
      jobId,
      clientId: job.clientId,
      workerId,
      title: job.title,
      reward: job.reward,
      // The fee agreed with the contract: a later change of the rate never touches it.
      feeRate: PLATFORM_FEE_RATE,
      // What the salon withholds and pays to the tax office herself; the 仮払い charges reward − it.
      withholding,
      deliveryDate: job.deliveryDate,
      // 支払期日, stated in the 発注書 (docs/product/law.md#payment-within-60-days-4条).
      paymentDeadline: initialPaymentDeadline(job.deliveryDate),
      status: 'awaiting_payment',
      history: [{ status: 'awaiting_payment', at: now, by: actor.uid }],
      createdAt: now,
      updatedAt: now,
    };
    const room: RoomDoc = {
      id,
      contractId: id,
      jobId,
      clientId: job.clientId,
      workerId,
      members: [job.clientId, workerId],
      title: job.title,
      status: 'open',
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    };
    // The 発注書 (3条) is issued with the contract: its reads now, its writes below; the room's first
    // line says so and links to it (docs/product/notifications.md#system-messages).
    const order = await issueOrderIn(tx, deps, doc, job);
    contracts.create(tx, id, doc);
    // The room opens with the contract, its first line saying so (docs/product/notifications.md#system-messages).
    appendMessage(
      tx,
      room,
      {
        kind: 'system',
        senderId: null,
        actorId: actor.uid,
        text: `${systemText('accept', 'client', doc)}\n${order.announcement.line}`,
        event: eventOf('accept', doc.status),
        document: order.announcement.document,
      },
      now,
      doc.status,
      'create',
    );
    order.write(tx);
    notify(deps, tx, acceptedNotice(job, workerId, id), now);
    for (const other of waiting) {
      applicationsOf(jobId).patch(tx, other.id, { status: 'not_selected', updatedAt: now });
      notify(deps, tx, notSelectedNotice(job, other.id, true), now);
    }
    applicationsOf(jobId).patch(tx, workerId, { status: 'accepted', contractId: id, updatedAt: now });
    // Filling the last place closes the job; a free place never opens one (a closed job stays closed).
    const freed = job.freedPlaces ? { freedPlaces: Math.min(job.freedPlaces, job.capacity - acceptedCount) } : {};
    jobs.patch(tx, jobId, { acceptedCount, status: filled ? 'closed' : job.status, ...freed });
    return doc;
  });
  const profiles = await loadPublicProfiles(deps, { clients: [contract.clientId], workers: [contract.workerId] });
  // Just opened: nothing paid, delivered or requested yet.
  return toContract(
    contract,
    'client',
    profiles.client(contract.clientId),
    profiles.worker(contract.workerId),
    { payment: null, payout: null },
    DEFAULT_DEAL_SETTINGS,
  );
}

export async function decline(deps: Deps, actor: Actor, jobId: string, workerId: string): Promise<Application> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const { app, job } = await readForDecision(tx, actor, jobId, workerId, '選考');
    if (app.status === 'accepted') throw errors.conflict('採用済みの応募は不採用にできません');
    if (app.status === 'declined') throw errors.conflict('この応募はすでに不採用にしています');
    if (app.status === 'not_selected') throw errors.conflict('この応募は見送りになっています');
    const next: ApplicationDoc = { ...app, status: 'declined', updatedAt: deps.clock.now() };
    applicationsOf(jobId).patch(tx, workerId, { status: next.status, updatedAt: next.updatedAt });
    notify(deps, tx, notSelectedNotice(job, workerId, false), next.updatedAt);
    return next;
  });
  return (await withWorker(deps, [doc]))[0];
}
