/**
 * プライバシーポリシー. Lists what the product really stores (SPEC 3, GUIDE.md 4): the LINE profile,
 * the partner verification e-mail and company name, both sides' profiles and images, jobs,
 * contracts and messages; card and bank details stay with Stripe.
 */
import { EFFECTIVE_DATE, mailtoHref, type Brand, type InfoDocument } from '../model';

export function policyDocument(brand: Brand): InfoDocument {
  const { serviceName, partnerName, supportEmail, officialAccountUrl } = brand;
  return {
    title: 'プライバシーポリシー',
    meta: `制定日：${EFFECTIVE_DATE}`,
    lead: [
      `${serviceName}運営事務局（以下「運営者」）は、LINEミニアプリ「${serviceName}」（以下「本サービス」）における利用者の個人情報を、個人情報の保護に関する法律その他の法令を守り、以下のとおり取り扱います。`,
    ],
    toc: true,
    sections: [
      {
        id: 'collect',
        heading: '1. 取得する情報',
        blocks: [
          { kind: 'text', text: '運営者は、本サービスの提供にあたり、次の情報を取得します。' },
          {
            kind: 'list',
            style: 'item',
            items: [
              {
                text: 'LINEから提供される情報（LINEログイン時に利用者の同意を得て取得します）',
                items: ['LINEの表示名', 'プロフィール画像', 'ユーザーID（本サービス内で利用者を識別するための番号）'],
              },
              {
                text: `認証のための情報`,
                items: [`${partnerName}の管理画面マイページに表示されているメールアドレスおよび会社名`],
              },
              {
                text: 'プロフィール情報',
                items: [
                  '氏名または屋号、区分（フリーランス・法人）、性別、生年月日、職種、スキル、自己紹介',
                  '法人の場合の会社名、設立日、所在地、ホームページURL',
                  'プロフィール画像、背景画像、ポートフォリオ',
                ],
              },
              {
                text: '取引に関する情報',
                items: [
                  '掲載した案件、応募、出品、個別契約の内容と状況',
                  'メッセージ機能でやり取りした内容',
                  '仮払い、返金、送金の日時と金額',
                ],
              },
              {
                text: '決済に関する情報',
                items: [
                  'クレジットカード番号等のカード情報は、Stripeの決済画面に直接入力され、運営者は取得・保存しません。',
                  '受注者の受取口座、本人確認書類等は、Stripeの登録画面に直接入力されます。運営者はStripeから、受取口座の登録状況、決済・送金の結果、アカウントの識別番号のみを受け取ります。',
                ],
              },
              {
                text: '端末・利用状況に関する情報',
                items: ['アクセス日時、IPアドレス、ブラウザの種類、エラーの内容'],
              },
            ],
          },
        ],
      },
      {
        id: 'purpose',
        heading: '2. 利用目的',
        blocks: [
          { kind: 'text', text: '運営者は、取得した情報を次の目的で利用します。' },
          {
            kind: 'list',
            style: 'item',
            items: [
              `利用者の本人確認と、${partnerName}の登録情報との照合（認証）`,
              '案件の掲載、応募、個別契約、メッセージ等、本サービスの機能の提供',
              'プロフィールや案件を他の利用者に表示すること',
              '仮払い、返金、報酬の送金等の決済処理',
              '応募、承認、納品、検収等のお知らせをLINEで通知すること',
              'お問い合わせへの対応',
              '不正利用の防止、本規約に違反する行為への対応',
              '障害の調査、本サービスの改善と新機能の検討（個人を特定しない統計情報として利用します）',
            ],
          },
        ],
      },
      {
        id: 'third-party',
        heading: '3. 第三者への提供',
        blocks: [
          {
            kind: 'text',
            text: '運営者は、次の場合を除き、利用者の同意なく個人情報を第三者に提供しません。',
          },
          {
            kind: 'list',
            style: 'item',
            items: [
              {
                text: 'Stripe（Stripe, Inc.およびその関連会社）',
                items: [
                  '決済、返金、受注者への送金のために、取引金額、案件の識別番号、受注者の受取口座の識別番号を提供します。Stripeは米国その他の外国に所在する事業者を含み、Stripeのプライバシーポリシーに従って情報を取り扱います。',
                ],
              },
              {
                text: 'LINEヤフー株式会社',
                items: ['本サービスからのお知らせをLINEで送るために、ユーザーIDと通知の内容を送信します。'],
              },
              {
                text: partnerName,
                items: ['認証のために、利用者が入力したメールアドレスと会社名を照合します。'],
              },
              {
                text: '個別契約の相手方',
                items: ['取引の遂行に必要な範囲で、プロフィール、メッセージ等を相手方の利用者に表示します。'],
              },
              '法令に基づく場合、人の生命・身体・財産の保護のために必要で本人の同意を得ることが難しい場合その他法令で認められる場合',
            ],
          },
          {
            kind: 'text',
            text: '本サービスのサーバー、データベース、画像の保存にはクラウドサービス（Google LLCが提供するFirebase等）を利用しており、個人情報の取扱いを委託しています。運営者は委託先を適切に監督します。',
          },
        ],
      },
      {
        id: 'security',
        heading: '4. 安全管理',
        blocks: [
          {
            kind: 'text',
            text: '運営者は、通信の暗号化、アクセス権限の管理、操作記録の保存等により、個人情報の漏えい、滅失、毀損を防ぐための措置を講じます。本サービスのデータは、運営者のサーバーを通じてのみ読み書きされ、他の利用者が直接アクセスすることはできません。',
          },
        ],
      },
      {
        id: 'retention',
        heading: '5. 保存期間',
        blocks: [
          {
            kind: 'list',
            style: 'clause',
            items: [
              '個人情報は、利用者が本サービスを利用している間保存します。',
              '退会後は、90日以内にプロフィール、画像等の情報を削除します。',
              '取引、決済および送金の記録は、税法等の法令が定める期間（最長7年間）保存した後に削除します。',
            ],
          },
        ],
      },
      {
        id: 'storage',
        heading: '6. 端末への保存',
        blocks: [
          {
            kind: 'text',
            text: '本サービスは、ログイン状態の保持や画面表示のために、ブラウザのストレージ（Cookie等）を利用します。これらは本サービスの動作に必要なもので、広告の配信には利用しません。',
          },
        ],
      },
      {
        id: 'rights',
        heading: '7. 開示・訂正・利用停止等の請求',
        blocks: [
          {
            kind: 'text',
            text: '利用者は、運営者が保有する自己の個人情報について、開示、訂正、追加、削除、利用の停止、第三者提供の停止を請求できます。ご本人であることを確認したうえで、法令に従い遅滞なく対応します。プロフィール情報は、マイページからいつでも変更できます。',
          },
        ],
      },
      {
        id: 'changes',
        heading: '8. 改定',
        blocks: [
          {
            kind: 'text',
            text: '運営者は、法令の改正やサービス内容の変更に応じて本ポリシーを改定することがあります。重要な変更は、本サービス上で事前にお知らせします。',
          },
        ],
      },
      {
        id: 'contact',
        heading: '9. お問い合わせ窓口',
        blocks: [
          { kind: 'text', text: '個人情報の取扱いに関するお問い合わせ、請求は、次の窓口までご連絡ください。' },
          {
            kind: 'facts',
            rows: [
              { label: '窓口', value: `${serviceName}運営事務局` },
              {
                label: 'メール',
                value: [{ text: supportEmail, href: mailtoHref(supportEmail, `【${serviceName}】個人情報の取扱いについて`) }],
              },
              { label: 'LINE', value: [{ text: `${serviceName} 公式アカウント`, href: officialAccountUrl, external: true }] },
            ],
          },
        ],
      },
    ],
    closing: [`制定日：${EFFECTIVE_DATE}`],
  };
}
