/**
 * Marketplace demo data (docs/data.md#demo-data): clients with salon profiles, photographer workers, jobs in
 * every state, applications, contracts in every state of the contract machine with their rooms,
 * payments, payouts and the local Stripe objects behind them (seedDeal.ts), and worker listings, so
 * that every screen shows realistic content at once. Counters on jobs are computed from the
 * applications built here; contract timelines are played through the state machine.
 *
 * Demo user ids (pick one locally with ?mockUser=<id>; the default demo client and worker are
 * Udemo-client-lumiere and Udemo-worker-sato, and each of them has a contract in every state):
 *   Clients (発注者):
 *     Udemo-client-lumiere   株式会社ルミエール / ヘアサロン ルミエール (corporation)
 *                            jobs: published with applicants, published without, published again after
 *                            a cancelled contract; contracts: awaiting payment (スタジオ光), in progress
 *                            after a revision and a refused cancellation (dispute), delivered 5 days ago
 *                            (automatic 検収 in 2 days, first reminder sent), completed with the payout
 *                            waiting for 高橋's account, paid out, cancellation requested by the salon,
 *                            refunding, cancelled before payment (高橋) and after payment (refunded)
 *     Udemo-client-bloom     ネイルサロン ブルーム / 田中 美咲 (individual)
 *                            jobs: published with an in-progress contract, stopped with an applicant;
 *                            two past deals (鈴木, 伊藤), reviewed
 *     Udemo-client-hanare    合同会社はなれ / 美容室 はなれ (corporation)
 *                            jobs: closed (delivered), onsite published (withdrawn + pending), closed (paid out,
 *                            reviewed); two past deals (スタジオ光, 鈴木), reviewed
 *     Udemo-client-ciel      アイラッシュサロン シエル / 小林 さくら (individual)
 *                            jobs: closed (completed by automatic 検収, transfer under way), closed
 *                            (awaiting payment), closed (paid out two months ago), remote published,
 *                            stopped without applicants; a past deal (伊藤), reviewed
 *   Workers (受注者, カメラマン):
 *     Udemo-worker-sato      佐藤 健太: payout account registered (みずほ銀行 ****4321), transfers and
 *                            earnings; pending, accepted in every contract state + listings
 *     Udemo-worker-suzuki    鈴木 あおい: pending, accepted (in progress) + listing; payout account, two past deals
 *     Udemo-worker-studio    株式会社スタジオ光 (corporation): accepted (awaiting payment), withdrawn + listings;
 *                            payout account, a past deal
 *     Udemo-worker-takahashi 高橋 蓮: NO payout account; declined, pending, accepted then cancelled,
 *                            accepted and completed (payout waiting for an account) + listing
 *     Udemo-worker-ito       伊藤 ゆい: pending x2 + listing; payout account, two past deals
 */
import { detailToStored } from '@common/api';
import { todayJst } from '@common/dates';
import type { ContractActor } from '@common/contractMachine';
import type { ApplicationStatus, ContractAction, JobStatus, ListingStatus, PlaceType } from '@common/marketplace';
import type { Classify, Sex } from '@common/options';
import type { DocData } from '../ports/store';
import { newUserDoc, userPath } from '../documents/users';
import { profilePath, type ClientProfileDoc, type WorkerProfileDoc } from '../documents/profiles';
import { jobPath, statusFor, withSearchTokens, type JobDoc } from '../documents/jobs';
import { applicationPath, type ApplicationDoc } from '../documents/applications';
import { contractPath, type ContractDoc } from '../documents/contracts';
import { roomPath, type RoomDoc } from '../documents/rooms';
import { listingPath, type ListingDoc } from '../documents/listings';
import { addDealSeed, contractFromSteps, type ContractStep, type DemoPayoutAccount } from './seedDeal';
import { DEMO_REVIEWS, addReviewSeed } from './seedReviews';

export const DEMO_MARKETPLACE_USERS = {
  clientLumiere: 'Udemo-client-lumiere',
  clientBloom: 'Udemo-client-bloom',
  clientHanare: 'Udemo-client-hanare',
  clientCiel: 'Udemo-client-ciel',
  workerSato: 'Udemo-worker-sato',
  workerSuzuki: 'Udemo-worker-suzuki',
  workerStudio: 'Udemo-worker-studio',
  workerTakahashi: 'Udemo-worker-takahashi',
  workerIto: 'Udemo-worker-ito',
} as const;

const U = DEMO_MARKETPLACE_USERS;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ClientSeed {
  uid: string;
  lineName: string;
  email: string;
  salon: string;
  classify: Classify;
  name: string;
  detail: string;
  corporation?: ClientProfileDoc['corporationInfo'];
}

const CLIENTS: ClientSeed[] = [
  {
    uid: U.clientLumiere,
    lineName: '山本 ルミエール',
    email: 'info@lumiere-hair.example.jp',
    salon: 'ヘアサロン ルミエール',
    classify: 'corporation',
    name: 'ヘアサロン ルミエール',
    detail:
      '表参道と自由が丘で2店舗を運営するヘアサロンです。\n透明感のあるカラーと、再現性の高いカットが得意です。\n季節ごとのヘアカタログやSNS用の写真を一緒に作ってくださるカメラマンさんを探しています。',
    corporation: {
      companyName: '株式会社ルミエール',
      establishmentDate: '2012年4月',
      address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
      hpURL: 'https://lumiere-hair.example.jp',
    },
  },
  {
    uid: U.clientBloom,
    lineName: '田中 美咲',
    email: 'bloom.nail@example.jp',
    salon: 'ネイルサロン ブルーム',
    classify: 'individual',
    name: '田中 美咲',
    detail:
      '横浜・元町でプライベートネイルサロン「ブルーム」を一人で営んでいます。\nニュアンスネイルとフットケアが人気です。\nデザインの写真をきれいに残してくださる方を募集しています。',
  },
  {
    uid: U.clientHanare,
    lineName: '森 はなれ',
    email: 'contact@hanare-kyoto.example.jp',
    salon: '美容室 はなれ',
    classify: 'corporation',
    name: '美容室 はなれ',
    detail:
      '京都・東山の町家を改装した美容室です。\n着付けと和装ヘアセット、ブライダルの前撮りまでお手伝いしています。\n和の雰囲気を大切にした撮影ができる方、お待ちしています。',
    corporation: {
      companyName: '合同会社はなれ',
      establishmentDate: '2016年10月',
      address: '京都府京都市東山区清水2丁目208-4',
      hpURL: 'https://hanare-kyoto.example.jp',
    },
  },
  {
    uid: U.clientCiel,
    lineName: '小林 さくら',
    email: 'ciel.lash@example.jp',
    salon: 'アイラッシュサロン シエル',
    classify: 'individual',
    name: '小林 さくら',
    detail:
      '名古屋・栄のまつげエクステ専門サロンです。\nナチュラルなボリュームラッシュとまつげパーマが得意です。\nホットペッパーやInstagramに載せる写真の撮影・レタッチをお願いしたいです。',
  },
];

interface WorkerSeed {
  uid: string;
  classify: Classify;
  name: string;
  sex: Sex;
  birth: [number, number, number];
  skills: string[];
  detail: string;
  portfolios: string[];
}

const WORKERS: WorkerSeed[] = [
  {
    uid: U.workerSato,
    classify: 'individual',
    name: '佐藤 健太',
    sex: 'male',
    birth: [1988, 6, 14],
    skills: ['ブライダル撮影', 'ヘアカタログ撮影', 'Lightroom', 'ポートレート撮影'],
    detail:
      '都内を中心に活動するフリーランスのカメラマンです。\n美容室のヘアカタログ撮影は年間40店舗ほど担当しています。\nブライダルの前撮り・和装の撮影も得意です。撮影からレタッチまで一貫して対応します。',
    portfolios: ['https://portfolio.example.jp/sato-kenta'],
  },
  {
    uid: U.workerSuzuki,
    classify: 'individual',
    name: '鈴木 あおい',
    sex: 'female',
    birth: [1994, 2, 3],
    skills: ['ヘアカタログ撮影', '物撮り', 'Photoshop', 'Lightroom'],
    detail:
      '元美容師のカメラマンです。\nスタイリストさんが伝えたい髪の質感や動きを理解したうえで撮影できます。\nネイルやコスメの物撮りもお任せください。',
    portfolios: ['https://portfolio.example.jp/aoi-suzuki'],
  },
  {
    uid: U.workerStudio,
    classify: 'corporation',
    name: '株式会社スタジオ光',
    sex: 'male',
    birth: [1980, 11, 20],
    skills: ['物撮り', '店舗撮影', 'Lightroom', '動画撮影'],
    detail:
      'カメラマン5名が在籍する撮影スタジオです。\n店舗の内観・外観撮影、スタッフ宣材写真、SNS用の短尺動画まで対応しています。\n機材一式を持ち込んでの出張撮影が可能です。',
    portfolios: ['https://studio-hikari.example.jp/works'],
  },
  {
    uid: U.workerTakahashi,
    classify: 'individual',
    name: '高橋 蓮',
    sex: 'male',
    birth: [1997, 8, 30],
    skills: ['ポートレート撮影', 'Lightroom', 'SNS運用'],
    detail:
      'ポートレートを中心に撮影しています。\nInstagramで映える構図や色味の提案が得意です。\n撮影後のSNS投稿のご相談にも乗ります。',
    portfolios: [],
  },
  {
    uid: U.workerIto,
    classify: 'individual',
    name: '伊藤 ゆい',
    sex: 'female',
    birth: [1991, 4, 9],
    skills: ['ネイル撮影', '物撮り', 'Lightroom'],
    detail:
      'ネイル・まつげなど、手元や目元の接写を専門にしています。\n自然光に近いライティングで、実物に近い色味を再現します。\n納品は撮影から3営業日以内が目安です。',
    portfolios: ['https://portfolio.example.jp/yui-ito'],
  },
];

/** One event after the contract opened: the transition, who took it, how many days ago (fractions are fine), the text. */
type StepSeed = [action: ContractAction, actor: ContractActor, daysAgo: number, note?: string];

interface ApplicationSeed {
  worker: string;
  status: ApplicationStatus;
  message: string;
  /** For accepted ones: the contract and its events after the accept; its status follows from them. */
  contract?: { id: string; steps: StepSeed[] };
}

interface JobSeed {
  id: string;
  client: string;
  title: string;
  description: string;
  skills: string[];
  reward: number;
  /** Days from today (negative: in the past). */
  deadline: number;
  delivery: number;
  placeType: PlaceType;
  address?: string;
  capacity: number;
  /** Stopped by the owner; otherwise the status follows from the counters. */
  stopped?: boolean;
  /** After a cancellation freed its place, the salon chose to recruit again (else it stays closed). */
  reopened?: boolean;
  /** Hours before now when it was posted. */
  postedHoursAgo: number;
  applications: ApplicationSeed[];
}

const JOBS: JobSeed[] = [
  {
    id: 'demo-job-01',
    client: U.clientLumiere,
    title: 'ヘアカタログ撮影（新作スタイル10点）',
    description:
      '秋冬の新作スタイル10点のヘアカタログ撮影をお願いします。\nモデルはサロンで手配済みです。撮影は表参道店の店内で、1日（10:00〜17:00）を予定しています。\n納品はレタッチ済みのJPEG（各スタイル正面・サイド・バックの3カット）でお願いします。',
    skills: ['ヘアカタログ撮影', 'Lightroom'],
    reward: 80000,
    deadline: 10,
    delivery: 30,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 5,
    applications: [
      {
        worker: U.workerSato,
        status: 'pending',
        message:
          'はじめまして、佐藤と申します。\nこれまで40店舗以上のヘアカタログ撮影を担当してきました。髪の透明感が伝わるライティングを心がけています。ぜひよろしくお願いいたします。',
      },
      {
        worker: U.workerSuzuki,
        status: 'pending',
        message: '元美容師のカメラマンの鈴木です。スタイルの見せたいポイントを事前に打ち合わせしたうえで撮影いたします。',
      },
      {
        worker: U.workerTakahashi,
        status: 'declined',
        message: 'ポートレート中心に活動している高橋です。SNS映えする構図のご提案もできます。',
      },
    ],
  },
  {
    id: 'demo-job-02',
    client: U.clientLumiere,
    title: '店内・外観写真の撮影（ホットペッパー掲載用）',
    description:
      '自由が丘店の改装に伴い、ホットペッパービューティー掲載用の店内・外観写真を撮影してくださる方を募集します。\n内観15カット、外観5カット程度を想定しています。',
    skills: ['店舗撮影'],
    reward: 35000,
    deadline: 14,
    delivery: 28,
    placeType: 'onsite',
    address: '東京都目黒区自由が丘2-9-6',
    capacity: 1,
    postedHoursAgo: 2,
    applications: [],
  },
  {
    id: 'demo-job-03',
    client: U.clientLumiere,
    title: 'スタッフプロフィール写真の撮影（6名）',
    description: 'スタイリスト6名のプロフィール写真を撮影してください。\n白背景と店内の2パターンでお願いします。',
    skills: ['ポートレート撮影'],
    reward: 30000,
    deadline: 3,
    delivery: 20,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 72,
    applications: [
      {
        worker: U.workerStudio,
        status: 'accepted',
        message: 'スタジオ光です。照明機材一式を持ち込み、1名あたり10分ほどで撮影いたします。',
        contract: { id: 'demo-contract-01', steps: [] },
      },
    ],
  },
  {
    id: 'demo-job-04',
    client: U.clientBloom,
    title: 'ネイルデザインの物撮り（30点）',
    description:
      'サロンのデザインサンプル（ネイルチップ）30点の物撮りをお願いします。\nチップはこちらから郵送しますので、ご自宅やスタジオでの撮影で構いません。\n背景は白とベージュの2パターンを希望します。',
    skills: ['物撮り'],
    reward: 24000,
    deadline: 7,
    delivery: 21,
    placeType: 'remote',
    capacity: 2,
    postedHoursAgo: 30,
    applications: [
      {
        worker: U.workerIto,
        status: 'pending',
        message: 'ネイルの接写を専門にしている伊藤です。実物に近い色味で撮影いたします。',
      },
      {
        worker: U.workerSuzuki,
        status: 'accepted',
        message: '物撮りの経験が豊富です。チップの質感がわかるように撮影します。',
        contract: { id: 'demo-contract-02', steps: [['pay', 'system', 26 / 24]] },
      },
    ],
  },
  {
    id: 'demo-job-05',
    client: U.clientBloom,
    title: '成人式シーズン向けキャンペーン写真',
    description:
      '成人式向けのネイルキャンペーン用に、振袖に合わせたネイルの写真を撮影してください。\n現在、内容を見直しているため募集を一時停止しています。',
    skills: ['ネイル撮影', 'ポートレート撮影'],
    reward: 40000,
    deadline: 20,
    delivery: 40,
    placeType: 'onsite',
    address: '神奈川県横浜市中区元町3-118',
    capacity: 1,
    stopped: true,
    postedHoursAgo: 48,
    applications: [
      {
        worker: U.workerTakahashi,
        status: 'pending',
        message: '振袖の前撮りの経験があります。手元と全身の両方をご提案できます。',
      },
    ],
  },
  {
    id: 'demo-job-06',
    client: U.clientHanare,
    title: 'ブライダルヘアの前撮り撮影',
    description: 'ブライダルヘアのサンプル撮影です。\n和装・洋装それぞれ3スタイルを、町家の店内と庭で撮影していただきます。',
    skills: ['ブライダル撮影'],
    reward: 120000,
    deadline: -10,
    delivery: 5,
    placeType: 'onsite',
    address: '京都府京都市東山区清水2丁目208-4',
    capacity: 1,
    postedHoursAgo: 24 * 20,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'ブライダルの前撮りを多数担当しています。和装の撮影もお任せください。',
        contract: {
          id: 'demo-contract-03',
          steps: [
            ['pay', 'system', 19],
            [
              'deliver',
              'worker',
              1.2,
              '和装・洋装 各3スタイル、計54カットをレタッチしてお送りしました。\n庭での撮影分は、夕方の光で撮った別カットも入れています。ご確認をお願いいたします。',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-07',
    client: U.clientHanare,
    title: '着付け・和装ヘアの撮影（京都）',
    description:
      '着付けと和装ヘアセットのメニュー写真を撮影してください。\n観光シーズン向けに、ホームページとInstagramで使用します。\n撮影日は平日のいずれか1日で調整させてください。',
    skills: ['ポートレート撮影', 'Lightroom'],
    reward: 60000,
    deadline: 12,
    delivery: 35,
    placeType: 'onsite',
    address: '京都府京都市東山区清水2丁目208-4',
    capacity: 1,
    postedHoursAgo: 8,
    applications: [
      {
        worker: U.workerStudio,
        status: 'withdrawn',
        message: '京都への出張撮影が可能です。',
      },
      {
        worker: U.workerIto,
        status: 'pending',
        message: '和装ヘアの髪飾りなど、細部のアップも丁寧に撮影いたします。',
      },
    ],
  },
  {
    id: 'demo-job-08',
    client: U.clientCiel,
    title: 'まつげエクステの施術写真撮影',
    description: 'まつげエクステのデザイン別（ナチュラル・ボリューム・ラッシュリフト）の施術写真を撮影してください。',
    skills: ['物撮り', 'Lightroom'],
    reward: 45000,
    deadline: -20,
    delivery: -5,
    placeType: 'onsite',
    address: '愛知県名古屋市中区栄3-15-6',
    capacity: 1,
    postedHoursAgo: 24 * 30,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: '目元の接写にはマクロレンズを使用します。',
        contract: {
          id: 'demo-contract-04',
          // Never confirmed by the salon: the platform completed it 7 days after the delivery (automatic 検収).
          // 佐藤's account is ready, so the payout is seeded `requested` (transfer under way): the deal
          // timers make the transfer from the seeded charge on their first run, and it becomes paid_out.
          steps: [
            ['pay', 'system', 28],
            ['deliver', 'worker', 7 + 3 / 24, 'ナチュラル・ボリューム・ラッシュリフトの3デザイン、各5カットを納品いたします。'],
            ['complete', 'system', 3 / 24],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-09',
    client: U.clientCiel,
    title: 'Instagram用写真のレタッチ（50枚）',
    description:
      'サロンで撮影したInstagram用の写真50枚のレタッチをお願いします。\n肌の質感を残しつつ、明るく透明感のある仕上がりを希望します。\nデータはクラウドで共有します。',
    skills: ['Lightroom', 'Photoshop'],
    reward: 15000,
    deadline: 5,
    delivery: 14,
    placeType: 'remote',
    capacity: 1,
    postedHoursAgo: 1,
    applications: [
      {
        worker: U.workerTakahashi,
        status: 'pending',
        message: 'Instagramの世界観に合わせた色味の統一が得意です。サンプルを1枚お送りすることもできます。',
      },
    ],
  },
  {
    id: 'demo-job-10',
    client: U.clientCiel,
    title: 'ヘアアレンジ動画の撮影',
    description: 'まつげパーマの施術動画（30秒程度）を撮影してくださる方を募集していました。\n予算の都合で募集を停止しています。',
    skills: ['動画撮影'],
    reward: 50000,
    deadline: 25,
    delivery: 45,
    placeType: 'onsite',
    address: '愛知県名古屋市中区栄3-15-6',
    capacity: 1,
    stopped: true,
    postedHoursAgo: 96,
    applications: [],
  },
  {
    id: 'demo-job-11',
    client: U.clientLumiere,
    reopened: true,
    title: '年末キャンペーン用のバナー写真',
    description:
      '年末のカラーキャンペーン告知用に、バナーに使う写真を撮影してください。\n一度ご契約しましたが、日程が合わずキャンセルとなったため再募集しています。',
    skills: ['ポートレート撮影'],
    reward: 25000,
    deadline: 9,
    delivery: 25,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 120,
    applications: [
      {
        worker: U.workerTakahashi,
        status: 'accepted',
        message: 'バナー向けに文字の入る余白を意識した構図で撮影します。',
        contract: {
          id: 'demo-contract-05',
          steps: [['cancel', 'worker', 4, '撮影予定日に別の撮影が入ってしまい、伺えなくなりました。申し訳ありません。']],
        },
      },
    ],
  },
  {
    id: 'demo-job-12',
    client: U.clientHanare,
    title: '七五三ヘアセットの撮影',
    description: '七五三のヘアセットと着付けのサンプル写真を撮影してください。',
    skills: ['ポートレート撮影'],
    reward: 50000,
    deadline: -40,
    delivery: -25,
    placeType: 'onsite',
    address: '京都府京都市東山区清水2丁目208-4',
    capacity: 1,
    postedHoursAgo: 24 * 50,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'お子さまの撮影にも慣れています。',
        contract: {
          id: 'demo-contract-06',
          steps: [
            ['pay', 'system', 48],
            ['deliver', 'worker', 30, '七五三のヘアセット3スタイル、着付け後の全身と後ろ姿を含めて計36カットをお送りします。'],
            ['request_revision', 'client', 29.5, '3スタイル目の帯の色が実物より赤く見えるので、色味を調整していただけますか。'],
            ['deliver', 'worker', 28, '帯の色味を実物に合わせて調整し、3スタイル目の12カットを差し替えました。'],
            ['complete', 'client', 27],
            ['payout', 'system', 27 - 1 / (24 * 60)],
          ],
        },
      },
    ],
  },
  // The deal in every state (docs/product/states.md#contracts), mostly between the default demo client and worker.
  {
    id: 'demo-job-13',
    client: U.clientLumiere,
    title: 'メニュー表用のヘアスタイル撮影（12スタイル）',
    description:
      '店頭とホームページのメニュー表に載せるヘアスタイル写真を撮影してください。\nショート・ミディアム・ロングを各4スタイル、正面・サイド・バックの3カットずつお願いします。',
    skills: ['ヘアカタログ撮影', 'Lightroom'],
    reward: 66000,
    deadline: -15,
    delivery: 3,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 24 * 25,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'メニュー表向けに、スタイルごとの違いが伝わる統一した構図で撮影いたします。',
        contract: {
          id: 'demo-contract-07',
          // A revision, then a cancellation request the salon refused: back to work, flagged for the admins.
          steps: [
            ['pay', 'system', 23],
            ['deliver', 'worker', 6, '12スタイル×3カット、計36カットをレタッチしてお送りしました。'],
            ['request_revision', 'client', 5, 'ショートの3スタイルは、毛先の動きが分かる角度で撮り直していただけますか。'],
            [
              'request_cancel',
              'worker',
              3,
              '撮り直しにはモデルさんの再手配が必要で、当初のご依頼の範囲を超えるため、キャンセルさせていただけないでしょうか。',
            ],
            [
              'refuse_cancel',
              'client',
              2,
              'モデルはサロンで再手配します。撮り直しはご依頼の範囲内と考えていますので、引き続きお願いします。',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-14',
    client: U.clientLumiere,
    title: '髪質改善トリートメントの施術写真',
    description:
      '新メニュー「髪質改善トリートメント」のビフォー・アフター写真を撮影してください。\n髪のツヤと手触りが伝わる写真を希望します。',
    skills: ['ヘアカタログ撮影', 'ポートレート撮影'],
    reward: 40000,
    deadline: -12,
    delivery: -3,
    placeType: 'onsite',
    address: '東京都目黒区自由が丘2-9-6',
    capacity: 1,
    postedHoursAgo: 24 * 20,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'ツヤの出るライティングで、ビフォー・アフターの違いがはっきり分かるように撮影します。',
        contract: {
          id: 'demo-contract-08',
          // Delivered 5 days ago: automatic 検収 in 2 days, the 2-days-before reminder already sent.
          steps: [
            ['pay', 'system', 18],
            [
              'deliver',
              'worker',
              5 + 3 / 24,
              'ビフォー・アフター各10カット、計20カットを納品いたします。\nツヤが分かりやすいアップのカットも追加で入れています。',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-15',
    client: U.clientLumiere,
    title: 'ホームページ用の店内・スタッフ写真',
    description: 'ホームページのリニューアルに合わせて、表参道店の店内写真とスタッフの集合写真を撮影してください。',
    skills: ['店舗撮影', 'ポートレート撮影'],
    reward: 55000,
    deadline: -32,
    delivery: -15,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 24 * 40,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: '店内の明るさと奥行きが伝わるよう、広角と標準の両方で撮影いたします。',
        contract: {
          id: 'demo-contract-09',
          steps: [
            ['pay', 'system', 38],
            ['deliver', 'worker', 18, '店内20カット、スタッフ集合写真5カットをお送りしました。'],
            ['complete', 'client', 16],
            ['payout', 'system', 16 - 1 / (24 * 60)],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-16',
    client: U.clientLumiere,
    title: 'Instagram用スタイル写真のレタッチ（20枚）',
    description: 'スタッフが撮影したInstagram用のスタイル写真20枚のレタッチをお願いします。\nデータはクラウドで共有します。',
    skills: ['Lightroom', 'SNS運用'],
    reward: 20000,
    deadline: -9,
    delivery: -2,
    placeType: 'remote',
    capacity: 1,
    postedHoursAgo: 24 * 15,
    applications: [
      {
        worker: U.workerTakahashi,
        status: 'accepted',
        message: 'フィード全体の色味がそろうように仕上げます。',
        contract: {
          id: 'demo-contract-10',
          // 検収 done, but 高橋 has no payout account yet: the payout waits for one.
          steps: [
            ['pay', 'system', 13],
            ['deliver', 'worker', 3, '20枚のレタッチが完了しました。色味はフィードに合わせて少し暖かめにしています。'],
            ['complete', 'client', 1],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-17',
    client: U.clientLumiere,
    title: 'ブリーチカラーのモデル撮影（5スタイル）',
    description:
      'ブリーチを使ったデザインカラー5スタイルの撮影をお願いします。\n自由が丘店の改装後、新しい内装で撮影する予定です。',
    skills: ['ヘアカタログ撮影'],
    reward: 45000,
    deadline: -5,
    delivery: 10,
    placeType: 'onsite',
    address: '東京都目黒区自由が丘2-9-6',
    capacity: 1,
    postedHoursAgo: 24 * 12,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'ブリーチカラーの透け感が伝わるよう、逆光も使って撮影します。',
        contract: {
          id: 'demo-contract-11',
          // The salon asked to cancel a day ago; 佐藤 has not answered (accepted automatically after 3 days).
          steps: [
            ['pay', 'system', 9],
            [
              'request_cancel',
              'client',
              26 / 24,
              '自由が丘店の改装工事が延期になり、撮影日までに店舗が使えなくなりました。申し訳ありませんが、キャンセルをお願いします。',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-18',
    client: U.clientLumiere,
    title: '10周年記念パーティーの撮影',
    description: 'サロンの10周年記念パーティー（約2時間）の記録撮影をお願いします。\n会場は表参道のレストランです。',
    skills: ['ポートレート撮影'],
    reward: 70000,
    deadline: -7,
    delivery: 7,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前4-12-3',
    capacity: 1,
    postedHoursAgo: 24 * 14,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'パーティーの雰囲気とゲストの表情を、さりげなく記録いたします。',
        contract: {
          id: 'demo-contract-12',
          // Cancellation agreed a few minutes ago: refunded at Stripe, charge.refunded not in yet.
          steps: [
            ['pay', 'system', 10],
            ['request_cancel', 'client', 2, '周年パーティーが来年に延期となったため、キャンセルをお願いいたします。'],
            ['accept_cancel', 'worker', 20 / (24 * 60)],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-19',
    client: U.clientLumiere,
    title: '成人式向けヘアセットの撮影',
    description:
      '成人式のヘアセットのサンプル写真を撮影してください。\n一度ご契約しましたが、キャンセルとなりました（募集は締め切っています）。',
    skills: ['ポートレート撮影', 'ヘアカタログ撮影'],
    reward: 38000,
    deadline: -14,
    delivery: -2,
    placeType: 'onsite',
    address: '東京都渋谷区神宮前5-2-10 表参道テラス3F',
    capacity: 1,
    postedHoursAgo: 24 * 22,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: '振袖に合わせたヘアセットの撮影経験があります。',
        contract: {
          id: 'demo-contract-13',
          // Cancelled after payment: unanswered for 3 days, accepted by the platform, refunded in full.
          steps: [
            ['pay', 'system', 19],
            [
              'request_cancel',
              'worker',
              12,
              '体調を崩してしまい、納期までに撮影できる見込みが立たなくなりました。申し訳ありません。',
            ],
            ['accept_cancel', 'system', 9],
            ['confirm_refund', 'system', 9 - 1 / (24 * 60)],
          ],
        },
      },
    ],
  },
  {
    id: 'demo-job-20',
    client: U.clientCiel,
    title: 'まつげパーマのビフォー・アフター撮影',
    description: 'まつげパーマの施術前後の写真を撮影してください。\nホットペッパーの掲載写真を入れ替える予定です。',
    skills: ['物撮り', 'Lightroom'],
    reward: 28000,
    deadline: 5,
    delivery: 20,
    placeType: 'onsite',
    address: '愛知県名古屋市中区栄3-15-6',
    capacity: 1,
    postedHoursAgo: 50,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: '目元の接写が得意です。施術前後で同じ角度になるよう固定して撮影します。',
        contract: { id: 'demo-contract-14', steps: [] },
      },
    ],
  },
  {
    id: 'demo-job-21',
    client: U.clientCiel,
    title: 'ホットペッパー用スタイル写真の撮影',
    description: 'ホットペッパービューティーに掲載するまつげエクステのスタイル写真を撮影してください。',
    skills: ['物撮り'],
    reward: 30000,
    deadline: -65,
    delivery: -55,
    placeType: 'onsite',
    address: '愛知県名古屋市中区栄3-15-6',
    capacity: 1,
    postedHoursAgo: 24 * 75,
    applications: [
      {
        worker: U.workerSato,
        status: 'accepted',
        message: 'ホットペッパーの掲載サイズに合わせて撮影いたします。',
        contract: {
          id: 'demo-contract-15',
          steps: [
            ['pay', 'system', 72],
            ['deliver', 'worker', 58, 'スタイル写真10点をお送りしました。'],
            ['complete', 'client', 56],
            ['payout', 'system', 56 - 1 / (24 * 60)],
          ],
        },
      },
    ],
  },
];

interface ListingSeed {
  id: string;
  worker: string;
  title: string;
  description: string;
  price: number;
  status: ListingStatus;
  hoursAgo: number;
}

const LISTINGS: ListingSeed[] = [
  {
    id: 'demo-listing-01',
    worker: U.workerSato,
    title: 'ヘアカタログ撮影パック（5スタイル）',
    description:
      '1スタイルにつき正面・サイド・バックの3カット、計15カットをレタッチして納品します。\n撮影時間の目安は3時間です。',
    price: 33000,
    status: 'published',
    hoursAgo: 24 * 10,
  },
  {
    id: 'demo-listing-02',
    worker: U.workerSato,
    title: 'ブライダル前撮りプラン',
    description: '和装・洋装どちらにも対応します。ロケーション撮影のご相談も承ります。',
    price: 55000,
    status: 'published',
    hoursAgo: 24 * 4,
  },
  {
    id: 'demo-listing-03',
    worker: U.workerSato,
    title: 'レタッチのみ（10枚）',
    description: 'お手持ちの写真のレタッチを承ります。現在は受付を停止しています。',
    price: 8000,
    status: 'stopped',
    hoursAgo: 24 * 15,
  },
  {
    id: 'demo-listing-04',
    worker: U.workerSuzuki,
    title: '物撮り（ネイルチップ・商品10点）',
    description: '白背景・色背景から選べます。郵送でお預かりし、撮影後に返送します。',
    price: 15000,
    status: 'published',
    hoursAgo: 24 * 6,
  },
  {
    id: 'demo-listing-05',
    worker: U.workerStudio,
    title: '店舗撮影プラン（内観・外観20カット）',
    description: '広角レンズと照明を持ち込み、店舗の魅力が伝わる写真を撮影します。ポータルサイト掲載用のサイズで納品します。',
    price: 44000,
    status: 'published',
    hoursAgo: 24 * 8,
  },
  {
    id: 'demo-listing-06',
    worker: U.workerStudio,
    title: 'SNS用ショート動画撮影（30秒）',
    description: '施術の様子を縦型の短尺動画にまとめます。編集込みの料金です。',
    price: 60000,
    status: 'stopped',
    hoursAgo: 24 * 12,
  },
  {
    id: 'demo-listing-07',
    worker: U.workerTakahashi,
    title: 'スタッフ宣材写真（1名）',
    description: '白背景または店内で撮影します。ホットペッパーのスタッフ紹介にそのまま使えるサイズで納品します。',
    price: 5500,
    status: 'published',
    hoursAgo: 24 * 3,
  },
  {
    id: 'demo-listing-08',
    worker: U.workerIto,
    title: 'ネイルデザイン撮影（20点）',
    description: 'ネイルデザインを1点ずつ接写で撮影します。Instagram用の正方形トリミングも無料です。',
    price: 12000,
    status: 'published',
    hoursAgo: 24 * 5,
  },
];

/**
 * Deals that ended one to two and a half months ago between the other demo salons and photographers, so
 * that several of them show an average on their profiles (their reviews: seedReviews.ts DEMO_REVIEWS).
 * One line per deal; each is played as paid, delivered, 検収 by the salon and paid out at once, its job
 * closed with its one place taken. A line: demo-contract-{n} of demo-job-{job}, the salon, the
 * photographer, the job's title and skill, the reward, and how many days ago the 検収 was.
 */
type PastDealSeed = [
  n: number,
  job: number,
  client: string,
  worker: string,
  title: string,
  skill: string,
  reward: number,
  endedDaysAgo: number,
];

const PAST_DEALS: PastDealSeed[] = [
  [16, 22, U.clientBloom, U.workerSuzuki, 'ネイルチップの新作デザイン撮影（20点）', '物撮り', 20000, 75],
  [17, 23, U.clientHanare, U.workerStudio, '町家サロンの内観・外観撮影', '店舗撮影', 48000, 64],
  [18, 24, U.clientCiel, U.workerIto, 'まつげエクステのデザイン接写（15点）', '物撮り', 18000, 52],
  [19, 25, U.clientHanare, U.workerSuzuki, '和装ヘアセットのスタイル撮影', 'ヘアカタログ撮影', 42000, 41],
  [20, 26, U.clientBloom, U.workerIto, 'フットネイルのサンプル撮影（10点）', 'ネイル撮影', 16000, 34],
];

const SALON_ADDRESS: Record<string, string> = {
  [U.clientBloom]: '神奈川県横浜市中区元町3-118',
  [U.clientHanare]: '京都府京都市東山区清水2丁目208-4',
  [U.clientCiel]: '愛知県名古屋市中区栄3-15-6',
};

/** A past deal as a closed job with its one accepted application and the contract's timeline. */
const pastJob = ([n, job, client, worker, title, skill, reward, ended]: PastDealSeed): JobSeed => ({
  id: `demo-job-${job}`,
  client,
  title,
  description: `${title}をお願いします。\n撮影日はサロンの定休日に合わせて、採用後にメッセージで相談させてください。`,
  skills: [skill, 'Lightroom'],
  reward,
  deadline: -(ended + 14),
  delivery: -(ended + 1),
  placeType: 'onsite',
  address: SALON_ADDRESS[client],
  capacity: 1,
  postedHoursAgo: 24 * (ended + 18),
  applications: [
    {
      worker,
      status: 'accepted',
      message: 'ぜひ担当させてください。撮影からレタッチまで一貫して対応いたします。',
      contract: {
        id: `demo-contract-${n}`,
        steps: [
          ['pay', 'system', ended + 16],
          ['deliver', 'worker', ended + 2, 'レタッチ済みのデータをお送りしました。ご確認をお願いいたします。'],
          ['complete', 'client', ended],
          ['payout', 'system', ended - 1 / (24 * 60)],
        ],
      },
    },
  ],
});

/** Whether a contract's last step cancels it (a cancelled contract gives its place on the job back). */
const endsCancelled = (steps: readonly StepSeed[]) => ['cancel', 'confirm_refund'].includes(steps.at(-1)?.[0] ?? '');

/**
 * 佐藤's connected account, and those of the past deals' photographers (Udemo-worker-takahashi has none:
 * his payout waits for one).
 */
const PAYOUT_ACCOUNTS = [
  {
    workerId: U.workerSato,
    accountId: 'acct_1DemoSatoKenta0',
    bank: { id: 'ba_1DemoSatoMizuho0', bankName: 'みずほ銀行', branchCode: '001', last4: '4321' },
    daysAgo: 90,
  },
  {
    workerId: U.workerSuzuki,
    accountId: 'acct_1DemoSuzukiAoi0',
    bank: { id: 'ba_1DemoSuzukiSmbc0', bankName: '三井住友銀行', branchCode: '231', last4: '8812' },
    daysAgo: 90,
  },
  {
    workerId: U.workerStudio,
    accountId: 'acct_1DemoStudioHikari',
    bank: { id: 'ba_1DemoStudioMufg0', bankName: '三菱UFJ銀行', branchCode: '005', last4: '0777' },
    daysAgo: 85,
  },
  {
    workerId: U.workerIto,
    accountId: 'acct_1DemoItoYui000',
    bank: { id: 'ba_1DemoItoRakuten0', bankName: '楽天銀行', branchCode: '251', last4: '3690' },
    daysAgo: 75,
  },
];

/** The connected account ids of the demo workers who registered a payout account. */
export const DEMO_PAYOUT_ACCOUNTS: Readonly<Record<string, string>> = Object.fromEntries(
  PAYOUT_ACCOUNTS.map((a) => [a.workerId, a.accountId]),
);

/** Adds the marketplace demo documents to docs (users are added, never replaced). */
export function addMarketplaceSeed(docs: Record<string, DocData>, now: Date): void {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const day = (offset: number) => todayJst(new Date(now.getTime() + offset * DAY));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const registered = ago(24 * 120);
  const contracts: ContractDoc[] = [];

  for (const c of CLIENTS) {
    docs[userPath(c.uid)] = {
      ...newUserDoc(c.uid, { displayName: c.lineName, pictureUrl: '' }, registered),
      type: 'client',
      isActive: true,
      salonInfo: { email: c.email, salonDisplayName: c.salon },
    };
    const profile: ClientProfileDoc = {
      type: 'client',
      classify: c.classify,
      userId: c.uid,
      name: c.name,
      detail: detailToStored(c.detail),
      createdAt: registered,
      updatedAt: registered,
    };
    if (c.corporation) profile.corporationInfo = c.corporation;
    docs[profilePath(c.uid, 'client')] = { ...profile };
  }

  WORKERS.forEach((w, i) => {
    const at = ago(24 * (100 - i * 5));
    docs[userPath(w.uid)] = {
      ...newUserDoc(w.uid, { displayName: w.name, pictureUrl: '' }, at),
      type: 'worker',
      isActive: true,
      isWorker: true,
      salonInfo: { email: `${w.uid.toLowerCase()}@example.jp`, salonDisplayName: w.name },
    };
    const profile: WorkerProfileDoc = {
      type: 'worker',
      classify: w.classify,
      userId: w.uid,
      name: w.name,
      sex: w.sex,
      birthYear: w.birth[0],
      birthMonth: w.birth[1],
      birthDate: w.birth[2],
      occupation: 'カメラマン',
      occupationDetails: [],
      skills: w.skills,
      detail: detailToStored(w.detail),
      portfolios: w.portfolios,
      createdAt: at,
      updatedAt: at,
    };
    if (w.classify === 'corporation') profile.companyName = w.name;
    docs[profilePath(w.uid, 'worker')] = { ...profile };
  });

  for (const j of [...JOBS, ...PAST_DEALS.map(pastJob)]) {
    const posted = ago(j.postedHoursAgo);
    const applicantCount = j.applications.filter((a) => a.status !== 'withdrawn').length;
    const acceptedCount = j.applications.filter((a) => a.contract && !endsCancelled(a.contract.steps)).length;
    // A job that was full when a contract of it was cancelled stays closed, its owner asked (freedPlaces).
    const cancelled = j.applications.filter((a) => a.contract && endsCancelled(a.contract.steps)).length;
    const freedPlaces = !j.stopped && !j.reopened && acceptedCount + cancelled >= j.capacity ? cancelled : 0;
    const status: JobStatus = j.stopped ? 'stopped' : freedPlaces ? 'closed' : statusFor({ acceptedCount, capacity: j.capacity });
    const job: JobDoc = {
      id: j.id,
      clientId: j.client,
      title: j.title,
      description: j.description,
      occupation: 'カメラマン',
      skills: j.skills,
      reward: j.reward,
      applicationDeadline: day(j.deadline),
      deliveryDate: day(j.delivery),
      placeType: j.placeType,
      capacity: j.capacity,
      status,
      applicantCount,
      acceptedCount,
      ...(freedPlaces ? { freedPlaces } : {}),
      createdAt: posted,
      updatedAt: posted,
    };
    if (j.placeType === 'onsite' && j.address) job.address = j.address;
    docs[jobPath(j.id)] = { ...withSearchTokens(job) };

    j.applications.forEach((a, i) => {
      // Applications come in over the hours after posting, in the order listed.
      const applied = new Date(Math.min(posted.getTime() + (i + 1) * HOUR * 0.5, now.getTime() - 60_000));
      const app: ApplicationDoc = {
        id: a.worker,
        jobId: j.id,
        workerId: a.worker,
        clientId: j.client,
        message: a.message,
        status: a.status,
        createdAt: applied,
        updatedAt: applied,
      };
      if (a.contract) {
        const opened = new Date(applied.getTime() + HOUR);
        const state = contractFromSteps(
          { id: a.contract.id, clientId: j.client, workerId: a.worker, opened },
          a.contract.steps.map(([action, actor, days, note]): ContractStep => ({ action, actor, at: daysAgo(days), note })),
          now,
        );
        app.contractId = a.contract.id;
        app.updatedAt = opened;
        const contract: ContractDoc = {
          id: a.contract.id,
          jobId: j.id,
          clientId: j.client,
          workerId: a.worker,
          title: j.title,
          reward: j.reward,
          deliveryDate: day(j.delivery),
          createdAt: opened,
          ...state,
        };
        const room: RoomDoc = {
          id: a.contract.id,
          contractId: a.contract.id,
          jobId: j.id,
          clientId: j.client,
          workerId: a.worker,
          members: [j.client, a.worker],
          title: j.title,
          status: state.status === 'cancelled' ? 'closed' : 'open',
          lastMessageAt: null,
          createdAt: opened,
          updatedAt: state.updatedAt,
        };
        contracts.push(contract);
        docs[contractPath(a.contract.id)] = { ...contract };
        docs[roomPath(a.contract.id)] = { ...room };
      }
      docs[applicationPath(j.id, a.worker)] = { ...app };
    });
  }

  addDealSeed(
    docs,
    contracts,
    PAYOUT_ACCOUNTS.map(({ daysAgo: d, ...a }): DemoPayoutAccount => ({ ...a, createdAt: daysAgo(d) })),
  );
  // The ended deals' review windows, their reviews and the profiles' averages (docs/data.md#demo-data).
  addReviewSeed(docs, contracts, DEMO_REVIEWS, now);

  for (const l of LISTINGS) {
    const at = ago(l.hoursAgo);
    const listing: ListingDoc = {
      id: l.id,
      workerId: l.worker,
      title: l.title,
      description: l.description,
      price: l.price,
      status: l.status,
      createdAt: at,
      updatedAt: at,
    };
    docs[listingPath(l.id)] = { ...listing };
  }

  // Jobs seeded elsewhere (the browser journeys' fixtures, added before this) get their keyword index too.
  for (const [path, doc] of Object.entries(docs)) {
    if (/^jobs\/[^/]+$/.test(path) && !Array.isArray(doc.searchTokens)) {
      docs[path] = { ...withSearchTokens(doc as unknown as JobDoc) };
    }
  }
}
