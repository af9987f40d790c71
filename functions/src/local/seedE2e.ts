/**
 * Dedicated users and data of the browser journeys (e2e/marketplace.e2e.ts, e2e/worker-screens.e2e.ts,
 * e2e/deal.e2e.ts and e2e/rooms.e2e.ts). Each journey run starts from a fresh seed, and no other journey uses
 * these ids, so the journeys can assert exact lists. Harmless in a local demo store.
 */
import { addDays, todayJst } from '@common/dates';
import type { DocData } from '../ports/store';
import { newUserDoc, userPath, type UserDoc } from '../documents/users';
import { profilePath, type ClientProfileDoc, type WorkerProfileDoc } from '../documents/profiles';
import { jobPath, type JobDoc } from '../documents/jobs';
import { applicationPath, type ApplicationDoc } from '../documents/applications';
import { contractPath, type ContractDoc } from '../documents/contracts';
import { roomPath, type RoomDoc } from '../documents/rooms';
import { listingPath, type ListingDoc } from '../documents/listings';
import { addDealSeed, contractFromSteps } from './seedDeal';

export const E2E_USERS = {
  /** marketplace.e2e.ts: a salon that posts a job and two photographers who apply. */
  marketClient: 'Ue2e-market-client',
  marketWorker1: 'Ue2e-market-worker1',
  marketWorker2: 'Ue2e-market-worker2',
  /** worker-screens.e2e.ts: a photographer with listings and contracts, and the salon of those. */
  screensWorker: 'Ue2e-screens-worker',
  screensClient: 'Ue2e-screens-client',
  /** deal.e2e.ts, pay to payout: a salon and a photographer without a payout account. */
  dealClient: 'Ue2e-deal-client',
  dealWorker: 'Ue2e-deal-worker',
  /** deal.e2e.ts, cancellation after payment: a pair of its own, so that its refund touches no other list. */
  refundClient: 'Ue2e-refund-client',
  refundWorker: 'Ue2e-refund-worker',
  /** deal.e2e.ts, a refused cancellation: the contract on hold for the admins. */
  holdClient: 'Ue2e-hold-client',
  holdWorker: 'Ue2e-hold-worker',
  /** rooms.e2e.ts, messages and notices: a salon and a photographer whose contract is paid (作業中). */
  roomsClient: 'Ue2e-rooms-client',
  roomsWorker: 'Ue2e-rooms-worker',
  /** rooms.e2e.ts, the contact filter: a pair whose contract awaits payment. */
  filterClient: 'Ue2e-filter-client',
  filterWorker: 'Ue2e-filter-worker',
  /**
   * rooms.e2e.ts, a permanent link to a room: a LINE user who has not verified nor chosen a side yet
   * (the salon of the room, to be verified as まつげサロン ミント of emulator-data/partners.csv), and
   * the photographer on the other side.
   */
  linkClient: 'Ue2e-link-client',
  linkWorker: 'Ue2e-link-worker',
  /**
   * trust.e2e.ts, reviews and the portfolio: a salon and a photographer with a delivered contract
   * (the salon's 検収 opens the reviews) and an open job the photographer has applied to (the salon
   * opens her profile, and the portfolio she builds, from the applicant list).
   */
  trustClient: 'Ue2e-trust-client',
  trustWorker: 'Ue2e-trust-worker',
} as const;

/** trust.e2e.ts: the delivered contract both parties review, and the job with the photographer's application. */
export const E2E_TRUST = {
  contract: { id: 'e2e-trust-contract', title: 'ヘアサロン ノエル 秋のスタイル撮影', reward: 42_000 },
  job: { id: 'e2e-trust-open-job', title: 'ヘアサロン ノエル 冬のヘアカタログ撮影' },
} as const;

/** deal.e2e.ts: contracts awaiting payment, one per journey (the journeys pay them on the local checkout page). */
export const E2E_DEAL_CONTRACTS = {
  /** Paid, delivered, revised, delivered again, confirmed, then paid out once the worker registers an account. */
  main: { id: 'e2e-deal-contract-main', title: 'ヘアサロン ソレイユ 新メニューのスタイル撮影', reward: 50_000 },
  /** Paid, then cancelled by agreement and refunded. */
  refund: { id: 'e2e-deal-contract-refund', title: 'まつげサロン リリー 店内リニューアル撮影', reward: 36_000 },
  /** Paid, a cancellation requested and refused: on hold for the admins. */
  hold: { id: 'e2e-deal-contract-hold', title: 'ヘアサロン カノン 店頭ポスター撮影', reward: 40_000 },
} as const;

/** rooms.e2e.ts: one contract and its room (messageCount 0, no message yet) per journey. */
export const E2E_ROOM_CONTRACTS = {
  /** Paid (作業中): messages with an image, 既読, the unread badge, then a delivery for the notices. */
  paid: { id: 'e2e-rooms-contract-paid', title: 'ヘアサロン ミモザ 春のヘアカタログ撮影', reward: 45_000 },
  /** Awaiting payment: the contact filter refuses a phone number. */
  filter: { id: 'e2e-rooms-contract-filter', title: 'ネイルサロン ルナ 新作デザイン撮影', reward: 30_000 },
  /** Awaiting payment, with a client who still has to verify and onboard: the permanent link's room. */
  link: { id: 'e2e-rooms-contract-link', title: 'まつげサロン ミント 店内撮影', reward: 20_000 },
} as const;

/** Open jobs posted for worker-screens.e2e.ts: more than one page (PAGE_SIZE 20). */
export const E2E_SCREENS_JOB_COUNT = 23;

export function buildE2eSeed(now = new Date()): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const today = todayJst(now);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

  const user = (uid: string, name: string, type: UserDoc['type'], salon: string) => {
    docs[userPath(uid)] = {
      ...newUserDoc(uid, { displayName: name, pictureUrl: '' }, now),
      type,
      isActive: true,
      isWorker: type === 'worker',
      salonInfo: { email: `${uid.toLowerCase()}@example.jp`, salonDisplayName: salon },
    } satisfies UserDoc;
  };
  const client = (uid: string, name: string, company: string, detail: string) => {
    user(uid, name, 'client', company);
    docs[profilePath(uid, 'client')] = {
      type: 'client',
      classify: 'corporation',
      userId: uid,
      name,
      detail,
      corporationInfo: {
        companyName: company,
        establishmentDate: '2015年4月',
        address: '東京都渋谷区神宮前1-2-3',
        hpURL: 'https://salon.example.jp',
      },
      createdAt: now,
      updatedAt: now,
    } satisfies ClientProfileDoc;
  };
  const worker = (uid: string, name: string, skills: string[]) => {
    user(uid, name, 'worker', `${name}写真事務所`);
    docs[profilePath(uid, 'worker')] = {
      type: 'worker',
      classify: 'individual',
      userId: uid,
      name,
      sex: 'female',
      birthYear: 1992,
      birthMonth: 6,
      birthDate: 15,
      occupation: 'カメラマン',
      occupationDetails: [],
      skills,
      detail: 'サロン撮影を中心に活動しているフォトグラファーです。<br>スタイル撮影・店内撮影に対応します。',
      portfolios: [],
      createdAt: now,
      updatedAt: now,
    } satisfies WorkerProfileDoc;
  };

  client(
    E2E_USERS.marketClient,
    'ヘアサロン アトリエ',
    '株式会社アトリエ',
    '表参道のヘアサロン アトリエです。<br>ホットペッパー掲載用の写真を定期的に撮影しています。<br><br>お気軽にご応募ください。',
  );
  worker(E2E_USERS.marketWorker1, '山田 はるか', ['ヘア撮影', 'Lightroom']);
  worker(E2E_USERS.marketWorker2, '鈴木 けんた', ['店内撮影', 'Photoshop']);

  client(
    E2E_USERS.screensClient,
    'ネイルサロン ポラリス',
    '株式会社ポラリス',
    '横浜のネイルサロンです。<br>デザイン写真の撮影をお願いできる方を探しています。',
  );
  worker(E2E_USERS.screensWorker, '佐々木 みく', ['ネイル撮影', 'Lightroom', 'Photoshop']);

  // Open jobs of the screens client, one a minute apart so that "newest first" is well defined.
  const titles = ['ネイルデザイン写真の撮影', '店内・外観の撮影', 'スタッフ紹介写真の撮影', 'SNS用ショート動画の撮影'];
  const jobs: JobDoc[] = Array.from({ length: E2E_SCREENS_JOB_COUNT }, (_, i) => ({
    id: `e2e-screens-job-${String(i + 1).padStart(2, '0')}`,
    clientId: E2E_USERS.screensClient,
    title: `【横浜】${titles[i % titles.length]}（${i + 1}）`,
    description: 'ネイルサロンの掲載用写真を撮影していただきます。\n撮影カット数：20カット程度\n所要時間：2時間ほど',
    occupation: 'カメラマン',
    skills: i % 2 ? ['ネイル撮影', 'Lightroom'] : ['店内撮影'],
    reward: 15_000 + i * 5_000,
    applicationDeadline: addDays(today, 5 + i),
    deliveryDate: addDays(today, 20 + i),
    placeType: i % 3 === 0 ? 'remote' : 'onsite',
    ...(i % 3 === 0 ? {} : { address: '神奈川県横浜市西区みなとみらい2-2-1' }),
    capacity: 1 + (i % 3),
    status: 'published',
    applicantCount: 0,
    acceptedCount: 0,
    createdAt: at(120 + i),
    updatedAt: at(120 + i),
  }));

  // Two jobs the screens worker was hired for: one awaiting payment, one completed.
  const hired = (id: string, title: string, reward: number, status: ContractDoc['status'], minutesAgo: number) => {
    const job: JobDoc = {
      id: `${id}-job`,
      clientId: E2E_USERS.screensClient,
      title,
      description: 'スタイル写真の撮影をお願いします。',
      occupation: 'カメラマン',
      skills: ['ネイル撮影'],
      reward,
      applicationDeadline: addDays(today, 2),
      deliveryDate: addDays(today, 14),
      placeType: 'onsite',
      address: '神奈川県横浜市中区1-1',
      capacity: 1,
      status: 'closed',
      applicantCount: 1,
      acceptedCount: 1,
      createdAt: at(minutesAgo + 60),
      updatedAt: at(minutesAgo),
    };
    jobs.push(job);
    const history: ContractDoc['history'] = [{ status: 'awaiting_payment', at: at(minutesAgo), by: E2E_USERS.screensClient }];
    if (status === 'completed') {
      history.push(
        { status: 'in_progress', at: at(minutesAgo - 10), by: E2E_USERS.screensClient },
        { status: 'delivered', at: at(minutesAgo - 20), by: E2E_USERS.screensWorker },
        { status: 'completed', at: at(minutesAgo - 30), by: E2E_USERS.screensClient },
      );
    }
    const contract: ContractDoc = {
      id,
      jobId: job.id,
      clientId: job.clientId,
      workerId: E2E_USERS.screensWorker,
      title,
      reward,
      deliveryDate: job.deliveryDate,
      status,
      history,
      createdAt: at(minutesAgo),
      updatedAt: history[history.length - 1].at,
    };
    const room: RoomDoc = {
      id,
      contractId: id,
      jobId: job.id,
      clientId: job.clientId,
      workerId: E2E_USERS.screensWorker,
      members: [job.clientId, E2E_USERS.screensWorker],
      title,
      status: status === 'completed' ? 'closed' : 'open',
      lastMessageAt: null,
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
    };
    const application: ApplicationDoc = {
      id: E2E_USERS.screensWorker,
      jobId: job.id,
      workerId: E2E_USERS.screensWorker,
      clientId: job.clientId,
      message: 'ぜひ担当させてください。',
      status: 'accepted',
      contractId: id,
      createdAt: at(minutesAgo + 30),
      updatedAt: at(minutesAgo),
    };
    docs[contractPath(id)] = { ...contract };
    docs[roomPath(id)] = { ...room };
    docs[applicationPath(job.id, E2E_USERS.screensWorker)] = { ...application };
  };
  hired('e2e-screens-contract-ongoing', 'ネイルサロン ポラリス 新作デザイン撮影', 40_000, 'awaiting_payment', 90);
  hired('e2e-screens-contract-done', '春の新作ネイル 撮影とレタッチ', 25_000, 'completed', 3000);

  // The deal journeys: each pair has one contract awaiting payment, and nothing else.
  client(
    E2E_USERS.dealClient,
    'ヘアサロン ソレイユ',
    '株式会社ソレイユ',
    '吉祥寺のヘアサロン ソレイユです。<br>新メニューのスタイル写真を撮影していただける方を探しています。',
  );
  worker(E2E_USERS.dealWorker, '中村 あかり', ['ヘア撮影', 'Lightroom']);
  client(
    E2E_USERS.refundClient,
    'まつげサロン リリー',
    '株式会社リリー',
    '町田のまつげエクステサロンです。<br>店内とデザインの写真をお願いしています。',
  );
  worker(E2E_USERS.refundWorker, '森 ゆうた', ['店内撮影', 'Photoshop']);
  client(
    E2E_USERS.holdClient,
    'ヘアサロン カノン',
    '株式会社カノン',
    '三鷹のヘアサロンです。<br>店頭に貼るポスターの写真をお願いしています。',
  );
  worker(E2E_USERS.holdWorker, '石井 はるか', ['ヘア撮影', 'ポスター']);

  const awaitingPayment = (
    c: { id: string; title: string; reward: number },
    clientId: string,
    workerId: string,
    minutesAgo: number,
  ) => {
    const job: JobDoc = {
      id: `${c.id}-job`,
      clientId,
      title: c.title,
      description: 'サロンの掲載用写真の撮影をお願いします。\n撮影後、色味を整えてデータで納品してください。',
      occupation: 'カメラマン',
      skills: ['ヘア撮影'],
      reward: c.reward,
      applicationDeadline: addDays(today, 3),
      deliveryDate: addDays(today, 21),
      placeType: 'onsite',
      address: '東京都武蔵野市吉祥寺本町1-1-1',
      capacity: 1,
      status: 'closed',
      applicantCount: 1,
      acceptedCount: 1,
      createdAt: at(minutesAgo + 120),
      updatedAt: at(minutesAgo),
    };
    jobs.push(job);
    const opened = at(minutesAgo);
    docs[contractPath(c.id)] = {
      id: c.id,
      jobId: job.id,
      clientId,
      workerId,
      title: c.title,
      reward: c.reward,
      deliveryDate: job.deliveryDate,
      status: 'awaiting_payment',
      history: [{ status: 'awaiting_payment', at: opened, by: clientId }],
      pendingCancel: null,
      delivery: null,
      remindersSent: [],
      dispute: null,
      createdAt: opened,
      updatedAt: opened,
    } satisfies ContractDoc;
    docs[roomPath(c.id)] = {
      id: c.id,
      contractId: c.id,
      jobId: job.id,
      clientId,
      workerId,
      members: [clientId, workerId],
      title: c.title,
      status: 'open',
      lastMessageAt: null,
      createdAt: opened,
      updatedAt: opened,
    } satisfies RoomDoc;
    docs[applicationPath(job.id, workerId)] = {
      id: workerId,
      jobId: job.id,
      workerId,
      clientId,
      message: 'ぜひ担当させてください。',
      status: 'accepted',
      contractId: c.id,
      createdAt: at(minutesAgo + 60),
      updatedAt: opened,
    } satisfies ApplicationDoc;
  };
  awaitingPayment(E2E_DEAL_CONTRACTS.main, E2E_USERS.dealClient, E2E_USERS.dealWorker, 45);
  awaitingPayment(E2E_DEAL_CONTRACTS.refund, E2E_USERS.refundClient, E2E_USERS.refundWorker, 30);
  awaitingPayment(E2E_DEAL_CONTRACTS.hold, E2E_USERS.holdClient, E2E_USERS.holdWorker, 25);

  // The rooms journeys: a pair each, so that their messages, badges and notices touch no other list.
  client(
    E2E_USERS.roomsClient,
    'ヘアサロン ミモザ',
    '株式会社ミモザ',
    '三軒茶屋のヘアサロン ミモザです。<br>季節ごとのヘアカタログを撮影していただける方を探しています。',
  );
  worker(E2E_USERS.roomsWorker, '小川 さくら', ['ヘア撮影', 'Lightroom']);
  client(
    E2E_USERS.filterClient,
    'ネイルサロン ルナ',
    '株式会社ルナ',
    '自由が丘のネイルサロンです。<br>新作デザインの写真をお願いしています。',
  );
  worker(E2E_USERS.filterWorker, '井上 だいき', ['ネイル撮影', 'Photoshop']);
  // Not verified, no side: the link's journey goes through the salon verification and the setup first.
  docs[userPath(E2E_USERS.linkClient)] = {
    ...newUserDoc(E2E_USERS.linkClient, { displayName: '藤田 みどり', pictureUrl: '' }, now),
  } satisfies UserDoc;
  worker(E2E_USERS.linkWorker, '松本 ゆい', ['店内撮影', 'Lightroom']);

  awaitingPayment(E2E_ROOM_CONTRACTS.paid, E2E_USERS.roomsClient, E2E_USERS.roomsWorker, 180);
  awaitingPayment(E2E_ROOM_CONTRACTS.filter, E2E_USERS.filterClient, E2E_USERS.filterWorker, 150);
  awaitingPayment(E2E_ROOM_CONTRACTS.link, E2E_USERS.linkClient, E2E_USERS.linkWorker, 120);

  // The paid one: 仮払い 2 hours ago through the local checkout (payment and Stripe objects alike), so
  // it is 作業中 with contact details allowed; the room mirrors it as a transition would.
  const paidPath = contractPath(E2E_ROOM_CONTRACTS.paid.id);
  const opened = docs[paidPath] as unknown as ContractDoc;
  const paid: ContractDoc = {
    ...opened,
    ...contractFromSteps(
      { id: opened.id, clientId: opened.clientId, workerId: opened.workerId, opened: opened.createdAt },
      [{ action: 'pay', actor: 'system', at: at(120) }],
      now,
    ),
  };
  docs[paidPath] = { ...paid };
  docs[roomPath(paid.id)] = {
    ...(docs[roomPath(paid.id)] as unknown as RoomDoc),
    status: 'open',
    paid: true,
    contractStatus: 'in_progress',
    phase: 'ongoing',
    messageCount: 0,
    lastMessage: null,
    unread: {},
    readSeq: {},
    updatedAt: paid.updatedAt,
  } satisfies RoomDoc;
  addDealSeed(docs, [paid], []);

  // The trust journey: the contract was paid 3 hours ago and delivered an hour ago (awaiting 検収).
  client(
    E2E_USERS.trustClient,
    'ヘアサロン ノエル',
    '株式会社ノエル',
    '中目黒のヘアサロン ノエルです。<br>季節ごとのスタイル写真を撮影していただける方を探しています。',
  );
  worker(E2E_USERS.trustWorker, '高橋 ひかり', ['ヘア撮影', 'Lightroom']);
  awaitingPayment(E2E_TRUST.contract, E2E_USERS.trustClient, E2E_USERS.trustWorker, 240);
  const trustPath = contractPath(E2E_TRUST.contract.id);
  const trustOpened = docs[trustPath] as unknown as ContractDoc;
  const delivered: ContractDoc = {
    ...trustOpened,
    ...contractFromSteps(
      { id: trustOpened.id, clientId: trustOpened.clientId, workerId: trustOpened.workerId, opened: trustOpened.createdAt },
      [
        { action: 'pay', actor: 'system', at: at(180) },
        { action: 'deliver', actor: 'worker', at: at(60), note: '秋のスタイル写真を10カット納品します。ご確認をお願いします。' },
      ],
      now,
    ),
  };
  docs[trustPath] = { ...delivered };
  docs[roomPath(delivered.id)] = {
    ...(docs[roomPath(delivered.id)] as unknown as RoomDoc),
    paid: true,
    contractStatus: 'delivered',
    phase: 'ongoing',
    messageCount: 0,
    lastMessage: null,
    unread: {},
    readSeq: {},
    updatedAt: delivered.updatedAt,
  } satisfies RoomDoc;
  addDealSeed(docs, [delivered], []);
  jobs.push({
    id: E2E_TRUST.job.id,
    clientId: E2E_USERS.trustClient,
    title: E2E_TRUST.job.title,
    description: '冬のヘアカタログ用に、6スタイルの撮影をお願いします。\n撮影後、色味を整えてデータで納品してください。',
    occupation: 'カメラマン',
    skills: ['ヘア撮影'],
    reward: 48_000,
    applicationDeadline: addDays(today, 7),
    deliveryDate: addDays(today, 30),
    placeType: 'onsite',
    address: '東京都目黒区上目黒1-1-1',
    capacity: 1,
    status: 'published',
    applicantCount: 1,
    acceptedCount: 0,
    createdAt: at(600),
    updatedAt: at(600),
  });
  docs[applicationPath(E2E_TRUST.job.id, E2E_USERS.trustWorker)] = {
    id: E2E_USERS.trustWorker,
    jobId: E2E_TRUST.job.id,
    workerId: E2E_USERS.trustWorker,
    clientId: E2E_USERS.trustClient,
    message: '前回に続いて担当させていただけると嬉しいです。作品はポートフォリオをご覧ください。',
    status: 'pending',
    createdAt: at(300),
    updatedAt: at(300),
  } satisfies ApplicationDoc;

  for (const job of jobs) docs[jobPath(job.id)] = { ...job };

  const listing = (id: string, title: string, price: number, status: ListingDoc['status'], minutesAgo: number) => {
    docs[listingPath(id)] = {
      id,
      workerId: E2E_USERS.screensWorker,
      title,
      description: 'サロンのスタイル写真を撮影します。\n撮影後、色味を整えて3日以内に納品します。',
      price,
      status,
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
    } satisfies ListingDoc;
  };
  listing('e2e-screens-listing-published', 'ネイルデザイン撮影（10デザイン）', 12_000, 'published', 200);
  listing('e2e-screens-listing-stopped', '店内・外観撮影パック', 30_000, 'stopped', 400);

  return docs;
}
