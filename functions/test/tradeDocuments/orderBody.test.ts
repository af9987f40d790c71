/**
 * The 発注書 (取引条件明示書) as issued, on the embedded store (no emulator): every item of the freelance
 * law's 3条 (docs/product/law.md#terms-stated-at-once-3条) present, for each shape a contract takes
 * (onsite or remote, a salon with or without a company, 源泉徴収 or none, a fee of 0, versions issued
 * at a 納品), and the versions a 納品 issues so that the stated 支払期日 and automatic 検収 date stay
 * true (docs/product/law.md#payment-within-60-days-4条).
 */
import { addDays, jstDate, startOfJstDay } from '@common/dates';
import { autoCompleteDue, initialPaymentDeadline } from '@common/paymentDeadline';
import { INSPECTION_DAYS, withholdingPaymentText } from '@common/tradeDocuments';
import { withholdingOf } from '@common/withholding';
import { MemoryStore } from '../../src/adapters/store/memory';
import { newUserDoc, userPath } from '../../src/documents/users';
import { profilePath } from '../../src/documents/profiles';
import type { TradeDocumentDocOf } from '../../src/documents/tradeDocuments';
import type { NotificationDoc } from '../../src/documents/notifications';
import {
  PAYMENT_METHOD,
  issueOrderIn,
  orderBody,
  reviseOrderAfterDeliveryIn,
  type OrderContract,
} from '../../src/features/tradeDocuments/order';

type OrderDoc = TradeDocumentDocOf<'order'>;
type Job = Parameters<typeof orderBody>[1];

const CLIENT = 'Uclient0000000000000000000000001';
const WORKER = 'Uworker0000000000000000000000001';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// 23:30 on 31 March in Japan (14:30 UTC): the 発注日 is the 31st.
const ACCEPTED_AT = new Date('2026-03-31T14:30:00Z');

interface Shape {
  placeType: 'onsite' | 'remote';
  /** An onsite job saved without its address. */
  noAddress?: boolean;
  companyName: string | null;
  withholding: boolean;
  feeRate: number;
  reward: number;
  createdAt?: Date;
}

/** A store with both parties' users and profiles, as onboarding writes them. */
function storeFor(s: Shape): MemoryStore {
  const at = ACCEPTED_AT;
  return new MemoryStore({
    seed: {
      [userPath(CLIENT)]: { ...newUserDoc(CLIENT, { displayName: 'LINEの名前', pictureUrl: '' }, at), type: 'client' },
      [userPath(WORKER)]: {
        ...newUserDoc(WORKER, { displayName: 'LINEの名前', pictureUrl: '' }, at),
        isWorker: true,
        type: 'worker',
      },
      [profilePath(CLIENT, 'client')]: {
        type: 'client',
        classify: s.companyName ? 'corporation' : 'individual',
        userId: CLIENT,
        name: 'ヘアサロン テスト',
        detail: '',
        ...(s.companyName
          ? { corporationInfo: { companyName: s.companyName, establishmentDate: '2015年', address: '東京都港区', hpURL: '' } }
          : {}),
        createdAt: at,
        updatedAt: at,
      },
      [profilePath(WORKER, 'worker')]: {
        type: 'worker',
        classify: 'individual',
        userId: WORKER,
        name: '佐藤 フォト',
        occupation: 'カメラマン',
        detail: '',
        createdAt: at,
        updatedAt: at,
      },
    },
  });
}

function contractOf(s: Shape, id: string): OrderContract {
  const createdAt = s.createdAt ?? ACCEPTED_AT;
  const deliveryDate = addDays(jstDate(createdAt), 21);
  return {
    id,
    clientId: CLIENT,
    workerId: WORKER,
    title: '新作ヘアカタログ撮影',
    reward: s.reward,
    feeRate: s.feeRate,
    deliveryDate,
    createdAt,
    paymentDeadline: initialPaymentDeadline(deliveryDate),
    withholding: s.withholding ? withholdingOf(s.reward) : null,
  };
}

const jobOf = (s: Shape): Job => ({
  description: '新作スタイル10点の撮影をお願いします。\nレタッチ込み。',
  placeType: s.placeType,
  ...(s.noAddress ? {} : { address: '東京都渋谷区神宮前1-2-3' }),
});

async function issue(store: MemoryStore, c: OrderContract, job: Job): Promise<OrderDoc> {
  return store.runTransaction(async (tx) => (await issueOrderIn(tx, { store }, c, job)).write(tx));
}

/** A 納品 at `at`: the new version it issues (null when none), and the deadline it leaves. */
async function deliver(store: MemoryStore, id: string, deadline: string, at: Date) {
  return store.runTransaction(async (tx) => {
    const r = await reviseOrderAfterDeliveryIn(tx, { store }, { id, paymentDeadline: deadline }, at);
    return { deadline: r?.paymentDeadline ?? deadline, doc: r ? r.write(tx) : null };
  });
}

/**
 * Every 3条 item (規則 1条) of an issued 発注書, by name: each must be there and say something. The
 * 検収 item is the rule (its days) and, on a version issued at a 納品, that 納品's date.
 */
const ITEMS: Array<[string, (d: OrderDoc) => unknown]> = [
  ['受注者の名称', (d) => d.worker.name],
  ['発注者の名称', (d) => d.client.name],
  ['発注日', (d) => d.body.orderDate],
  ['業務内容（件名）', (d) => d.body.title],
  ['業務内容（内容）', (d) => d.body.description],
  ['納期', (d) => d.body.deliveryDate],
  ['作業場所・受け取り', (d) => d.body.place.type],
  ['検収（期間）', (d) => d.body.inspection.days],
  ['報酬', (d) => d.body.reward.amount],
  ['支払期日', (d) => d.body.paymentDeadline],
  ['支払方法', (d) => d.body.paymentMethod],
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function expectEveryItem(d: OrderDoc) {
  for (const [item, read] of ITEMS) {
    const v = read(d);
    expect([item, v === undefined || v === null || v === '' ? 'missing' : 'present']).toEqual([item, 'present']);
  }
  for (const date of [d.body.orderDate, d.body.deliveryDate, d.body.paymentDeadline]) expect(date).toMatch(DATE);
  expect(d.body.inspection.days).toBe(INSPECTION_DAYS);
  expect(d.body.paymentMethod).toContain(PAYMENT_METHOD);
  expect(d.body.paymentDeadline >= d.body.orderDate).toBe(true);
}

const SHAPES: Array<[string, Shape]> = [
  [
    'onsite, a salon with its company, no 源泉徴収',
    { placeType: 'onsite', companyName: '株式会社テスト', withholding: false, feeRate: 0.1, reward: 55_000 },
  ],
  [
    'remote, a salon without a company',
    { placeType: 'remote', companyName: null, withholding: false, feeRate: 0.1, reward: 30_000 },
  ],
  [
    'onsite with no address given',
    { placeType: 'onsite', noAddress: true, companyName: null, withholding: false, feeRate: 0.1, reward: 30_000 },
  ],
  ['源泉徴収', { placeType: 'remote', companyName: '株式会社テスト', withholding: true, feeRate: 0.1, reward: 33_000 }],
  ['a fee of 0', { placeType: 'remote', companyName: null, withholding: false, feeRate: 0, reward: 20_000 }],
  [
    'accepted at 00:00 JST: the 発注日 is the new day',
    {
      placeType: 'remote',
      companyName: null,
      withholding: false,
      feeRate: 0.1,
      reward: 30_000,
      createdAt: new Date('2026-03-31T15:00:00Z'),
    },
  ],
];

describe('the 発注書 as issued: every 3条 item, for every shape of contract', () => {
  test.each(SHAPES)('%s', async (_name, s) => {
    const store = storeFor(s);
    const c = contractOf(s, 'c1');
    const doc = await issue(store, c, jobOf(s));
    expectEveryItem(doc);
    expect(doc).toMatchObject({ kind: 'order', version: 1, replaces: null, contractId: 'c1' });
    expect(doc.number).toMatch(/^PO-2026-\d{6}$/);

    // Both parties, by the names their profiles show, with the salon's company when it has one.
    expect(doc.client).toEqual({
      userId: CLIENT,
      name: 'ヘアサロン テスト',
      ...(s.companyName ? { companyName: s.companyName } : {}),
    });
    expect(doc.worker).toEqual({ userId: WORKER, name: '佐藤 フォト' });

    const withholding = s.withholding ? withholdingOf(s.reward) : null;
    const fee = Math.floor(s.reward * s.feeRate);
    expect(doc.body).toEqual({
      orderDate: jstDate(c.createdAt),
      title: '新作ヘアカタログ撮影',
      description: '新作スタイル10点の撮影をお願いします。\nレタッチ込み。',
      deliveryDate: c.deliveryDate,
      // Where the work is received: the onsite address, or none (remote: delivered in the app).
      place: {
        type: s.placeType,
        address: s.placeType === 'onsite' && !s.noAddress ? '東京都渋谷区神宮前1-2-3' : null,
      },
      // The rule only: no 納品 yet, so no date of automatic 検収.
      inspection: { days: 7, autoCompleteOn: null },
      reward: { amount: s.reward, taxPercent: 10, tax: Math.floor((s.reward * 10) / 110) },
      paymentDeadline: addDays(c.deliveryDate, 30),
      paymentMethod: withholding ? `${PAYMENT_METHOD}${withholdingPaymentText(withholding)}` : PAYMENT_METHOD,
      fee: { percent: s.feeRate * 100, amount: fee, payout: s.reward - (withholding?.amount ?? 0) - fee },
      withholding,
      ...(withholding ? { netAmount: s.reward - withholding.amount } : {}),
    });
    // The worker is told, once.
    const notices = (await store.query<NotificationDoc>('notifications')).map((n) => n.data);
    expect(notices).toEqual([expect.objectContaining({ userId: WORKER, kind: 'document_issued', title: '発注書が届きました' })]);
  });

  test('源泉徴収: the tax, the 差引仮払い額 and the payout agree (reward − tax − fee)', async () => {
    const s = SHAPES[3][1];
    const doc = await issue(storeFor(s), contractOf(s, 'c1'), jobOf(s));
    // floor(33,000 × 10.21%) = 3,369; the fee 3,300.
    expect(doc.body.withholding).toEqual({ amount: 3369, base: 33_000, rate: '10.21%' });
    expect(doc.body.netAmount).toBe(29_631);
    expect(doc.body.fee).toEqual({ percent: 10, amount: 3300, payout: 26_331 });
    expect(doc.body.paymentMethod).toContain('3,369');
  });
});

describe('the versions a 納品 issues', () => {
  const s = SHAPES[0][1];
  const setup = async (createdAt = ACCEPTED_AT, daysToDue = 21) => {
    const store = storeFor(s);
    const base = contractOf({ ...s, createdAt }, 'c1');
    const deliveryDate = addDays(jstDate(createdAt), daysToDue);
    const c = { ...base, deliveryDate, paymentDeadline: initialPaymentDeadline(deliveryDate) };
    const v1 = await issue(store, c, jobOf(s));
    return { store, c, v1 };
  };
  /** `hour`:00 JST on `date`. */
  const jst = (date: string, hour: number) => new Date(startOfJstDay(date).getTime() + hour * HOUR_MS);

  test('a 納品 well before 納期 brings the deadline forward: version 2, every item still there, naming version 1', async () => {
    const { store, c, v1 } = await setup(ACCEPTED_AT, 80);
    const at = jst('2026-04-02', 10);
    const r = await deliver(store, 'c1', c.paymentDeadline!, at);
    expect(r.deadline).toBe(addDays('2026-04-02', 59));
    const v2 = r.doc!;
    expectEveryItem(v2);
    expect(v2).toMatchObject({
      version: 2,
      replaces: { id: v1.id, number: v1.number, version: 1 },
      client: v1.client,
      worker: v1.worker,
    });
    expect(v2.number).not.toBe(v1.number);
    expect(v2.body).toEqual({
      ...v1.body,
      paymentDeadline: r.deadline,
      inspection: { days: 7, autoCompleteOn: '2026-04-09' },
      revisionNote: `2026年4月2日の納品により、支払期日を2026年7月19日から2026年5月31日（納品日から起算して60日以内）に改めました。`,
    });
    expect(c.paymentDeadline).toBe('2026-07-19');
  });

  test('an on-time 納品 issues nothing; a late one (7 days would pass the deadline) states the deadline day', async () => {
    const onTime = await setup();
    expect((await deliver(onTime.store, 'c1', onTime.c.paymentDeadline!, jst(onTime.c.deliveryDate, 18))).doc).toBeNull();

    const late = await setup();
    const deadline = late.c.paymentDeadline!;
    const at = jst(addDays(late.c.deliveryDate, 27), 10);
    const r = await deliver(late.store, 'c1', deadline, at);
    expect(r.deadline).toBe(deadline);
    expectEveryItem(r.doc!);
    expect(r.doc!.body.inspection).toEqual({ days: 7, autoCompleteOn: deadline });
    // The timers' own due: 00:00 JST of that day.
    expect(autoCompleteDue(at, 7, deadline)).toEqual(startOfJstDay(deadline));
    expect(r.doc!.body.revisionNote).toMatch(/の納品の自動検収日を、支払期日（.+）までに支払うため.+としました。$/);
  });

  test('a redelivery after a 修正依頼 with another date: the next version, saying what changed; the same date: nothing', async () => {
    const { store, c } = await setup(ACCEPTED_AT, 80);
    const first = await deliver(store, 'c1', c.paymentDeadline!, jst('2026-04-02', 10));
    const again = await deliver(store, 'c1', first.deadline, jst('2026-04-05', 9));
    expect(again.deadline).toBe(first.deadline);
    const v3 = again.doc!;
    expectEveryItem(v3);
    expect(v3).toMatchObject({ version: 3, replaces: { id: first.doc!.id, version: 2 } });
    expect(v3.body).toEqual({
      ...first.doc!.body,
      inspection: { days: 7, autoCompleteOn: '2026-04-12' },
      revisionNote: '2026年4月5日の納品により、自動検収日を2026年4月9日から2026年4月12日に改めました。',
    });
    // Later the same JST day (23:59): the same date, no version.
    expect((await deliver(store, 'c1', again.deadline, new Date(jst('2026-04-05', 24).getTime() - 60_000))).doc).toBeNull();
    // Each version told the worker.
    const told = (await store.query<NotificationDoc>('notifications')).map((n) => n.data.title).sort();
    expect(told).toEqual(['発注書が届きました', '発注書が更新されました', '発注書が更新されました']);
  });

  test('a contract without a deadline (made before deadlines) is left alone', async () => {
    const { store } = await setup();
    const none = await store.runTransaction((tx) =>
      reviseOrderAfterDeliveryIn(tx, { store }, { id: 'c1' }, new Date(ACCEPTED_AT.getTime() + DAY_MS)),
    );
    expect(none).toBeNull();
  });
});
