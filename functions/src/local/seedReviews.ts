/**
 * The demo's reviews (docs/data.md#demo-data), written as the reviews feature would have left them
 * (docs/product/reviews.md#stored): for every demo contract that ended (検収, or a cancellation refunded
 * after the payment) its window `reviewWindows/{contractId}` as the completing transition opened it and
 * the timers kept it (reminded once half-way, closed past its end); the reviews of DEMO_REVIEWS, each
 * written "days ago" inside its window: both written, both visible from the second; one written and the
 * window open, sealed until its end; and each reviewed profile's `reviewStats`, the sum and count of its
 * visible reviews. The rules (who may write, until when) are the feature's own (features/reviews/rules.ts).
 */
import { DAY_MS, jstMonth } from '@common/dates';
import type { ReviewSide } from '@common/reviews';
import type { DocData } from '../ports/store';
import type { ContractDoc } from '../documents/contracts';
import { profilePath, type ReviewStatsDoc } from '../documents/profiles';
import { reviewId, reviewWindows, reviews, subjectKeyOf, type ReviewDoc, type ReviewWindowDoc } from '../documents/reviews';
import { isVisible } from '../features/reviews/model';
import { otherSide, reviewWindowOf } from '../features/reviews/rules';

/** One review: the contract, its author's side, the stars, how many days ago it was written (fractions are fine), the comment. */
export type ReviewSeed = [contractId: string, by: ReviewSide, rating: number, daysAgo: number, comment: string];

/**
 * The demo's reviews, by contract. The default pair's paid-out deal `demo-contract-09` and the refunded
 * `demo-contract-13` have none, so the review form can be tried there; on `demo-contract-04` only 佐藤
 * wrote (sealed: ciel sees 「評価をお願いします」, 佐藤 that he waits for her).
 */
export const DEMO_REVIEWS: readonly ReviewSeed[] = [
  // ciel and 佐藤, ended 56 days ago (the window has closed).
  [
    'demo-contract-15',
    'client',
    5,
    55,
    '目元のアップがとても繊細で、ホットペッパーの写真を入れ替えてから予約のお問い合わせが増えました。撮影中もモデルさんに声をかけてくださり、和やかな雰囲気でした。',
  ],
  [
    'demo-contract-15',
    'worker',
    5,
    54,
    '撮影の流れを事前に共有してくださったので、当日はスムーズに進められました。照明の位置決めにも快く時間をいただき、ありがとうございました。',
  ],
  // はなれ and 佐藤, ended 27 days ago after a revision.
  [
    'demo-contract-06',
    'worker',
    5,
    26.5,
    '町家の雰囲気が素敵で、撮影していてとても楽しかったです。色味の修正依頼も具体的で分かりやすく、安心して進められました。',
  ],
  [
    'demo-contract-06',
    'client',
    4,
    25,
    '和装の撮影に慣れていらっしゃり、帯や髪飾りまで丁寧に撮っていただきました。帯の色味だけ一度修正をお願いしましたが、すぐに対応いただけました。',
  ],
  // ルミエール and 高橋, ended yesterday: both wrote at once.
  [
    'demo-contract-10',
    'worker',
    4,
    0.8,
    '参考にしたいフィードのイメージを最初に共有していただけたので、色味を合わせやすかったです。やり取りも早くて助かりました。',
  ],
  [
    'demo-contract-10',
    'client',
    5,
    0.4,
    'フィード全体の統一感がぐっと良くなりました。少し暖かめの色味のご提案も、サロンの雰囲気に合っていて満足しています。',
  ],
  // ciel and 佐藤, ended 3 hours ago: only 佐藤 wrote (sealed until the window's end).
  [
    'demo-contract-04',
    'worker',
    5,
    1 / 24,
    '施術の合間に撮影時間を調整していただき、ありがとうございました。まつげの仕上がりが美しく、撮りがいがありました。',
  ],
  // The past deals (seedMarketplace.ts PAST_DEALS).
  [
    'demo-contract-16',
    'client',
    5,
    74,
    'ネイルチップの質感やパーツの立体感まできれいに写していただきました。白とベージュの背景の使い分けもセンスが良く、そのままInstagramに使っています。',
  ],
  [
    'demo-contract-16',
    'worker',
    5,
    73,
    'チップの梱包がとても丁寧で、撮影前の確認もスムーズでした。デザインの意図を詳しく教えていただけたので撮りやすかったです。',
  ],
  [
    'demo-contract-17',
    'worker',
    5,
    63,
    '撮影場所の下見に快く対応していただき、当日は段取りよく進められました。またご一緒できればうれしいです。',
  ],
  [
    'demo-contract-17',
    'client',
    4,
    62,
    '機材をしっかり持ち込んでくださり、暗くなりがちな町家の奥まで明るく撮っていただけました。納品が予定より1日遅れたのだけ少し気になりました。',
  ],
  [
    'demo-contract-18',
    'client',
    5,
    51,
    '実物に近い色味で、まつげ一本一本まではっきり写っていました。納品も早く、すぐにホットペッパーへ掲載できました。',
  ],
  [
    'demo-contract-18',
    'worker',
    4,
    50,
    '施術直後の撮影タイミングを合わせていただき助かりました。撮影スペースがやや狭かったので、次回は少し広めに確保していただけると嬉しいです。',
  ],
  [
    'demo-contract-19',
    'client',
    3,
    39,
    '仕上がりはきれいでしたが、和装ヘアの撮影は不慣れなご様子で、髪飾りの向きなど当日の指示が多くなってしまいました。洋装のスタイル撮影なら安心してお願いできそうです。',
  ],
  [
    'demo-contract-19',
    'worker',
    4,
    40,
    '和装ヘアの見せ方を丁寧に教えていただき、とても勉強になりました。撮影時間の延長にも応じてくださり、ありがとうございました。',
  ],
  [
    'demo-contract-20',
    'client',
    4,
    33,
    'フットネイルは撮り方が難しいのですが、角度をいろいろ試してご提案いただけました。もう少しカット数があると嬉しかったです。',
  ],
  ['demo-contract-20', 'worker', 5, 32, 'サンプルの準備が完璧で、撮影に集中できました。仕上がりも喜んでいただけて良かったです。'],
];

/**
 * Adds the review windows of the ended contracts, the reviews and the profiles' reviewStats. Contracts
 * must have their final history (contractFromSteps) and their parties' profiles must be in docs.
 * Throws on a review the rules would have refused (not ended, the asker, outside its window, twice).
 */
export function addReviewSeed(
  docs: Record<string, DocData>,
  contracts: readonly ContractDoc[],
  seeds: readonly ReviewSeed[],
  now: Date,
): void {
  const fail = (msg: string): never => {
    throw new Error(`demo seed: ${msg}`);
  };
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const written = new Map<string, ReviewDoc>();

  for (const [contractId, side, rating, daysAgo, comment] of seeds) {
    const c = byId.get(contractId) ?? fail(`review of an unknown contract ${contractId}`);
    const window = reviewWindowOf(c) ?? fail(`contract ${contractId} cannot be reviewed (${c.status})`);
    if (!window.sides.includes(side)) fail(`the ${side} of ${contractId} may not review it`);
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    if (at <= window.closedAt || at >= window.deadline || at >= now) fail(`review ${contractId}_${side} is outside its window`);
    const id = reviewId(contractId, side);
    if (written.has(id)) fail(`review ${id} written twice`);
    const subjectSide = otherSide(side);
    const subjectId = subjectSide === 'client' ? c.clientId : c.workerId;
    written.set(id, {
      id,
      contractId,
      jobId: c.jobId,
      jobTitle: c.title,
      month: jstMonth(window.closedAt),
      authorId: side === 'client' ? c.clientId : c.workerId,
      authorSide: side,
      subjectId,
      subjectSide,
      subjectKey: subjectKeyOf(subjectId, subjectSide),
      rating,
      comment,
      createdAt: at,
      // Sealed until the window's end; the second review reveals both (features/reviews/service.ts postReview).
      visibleAt: window.deadline,
      state: 'sealed',
      moderation: null,
    });
  }

  const stats = new Map<string, ReviewStatsDoc>();
  for (const c of contracts) {
    const window = reviewWindowOf(c);
    if (!window) continue;
    const doc: ReviewWindowDoc = {
      contractId: c.id,
      clientId: c.clientId,
      workerId: c.workerId,
      title: c.title,
      closedAt: window.closedAt,
      deadline: window.deadline,
      sides: window.sides,
      // The timers (every minute locally) have sent the half-way reminder and closed an ended window.
      reminded: now >= window.remindAt,
      open: now < window.deadline,
    };
    docs[reviewWindows.ref(c.id).path] = { ...doc };
    const pair = (['client', 'worker'] as const).map((s) => written.get(reviewId(c.id, s))).filter((r): r is ReviewDoc => !!r);
    const second = pair.length === 2 ? new Date(Math.max(...pair.map((r) => r.createdAt.getTime()))) : null;
    for (const r of pair) {
      if (second) r.visibleAt = second;
      // Visible once its time has come: by the second review, or counted by the timer after the window.
      if (isVisible(r, now)) {
        r.state = 'visible';
        const key = profilePath(r.subjectId, r.subjectSide);
        const was = stats.get(key) ?? { sum: 0, count: 0 };
        stats.set(key, { sum: was.sum + r.rating, count: was.count + 1 });
      }
      docs[reviews.ref(r.id).path] = { ...r };
    }
  }
  for (const [path, reviewStats] of stats) {
    const profile = docs[path] ?? fail(`no profile ${path} for its reviews`);
    docs[path] = { ...profile, reviewStats };
  }
}
