/**
 * お問い合わせ: the support mailbox (a mailto link with the subject and a body template filled
 * in, so that support learns the side and the LINE name without asking), the LINE official
 * account, support hours and short answers to the questions support hears most.
 */
import { SIDE_LABEL, contactSubject, mailtoHref, type FaqEntry, type InfoContext, type InfoDocument } from '../model';

export const SUPPORT_HOURS = '平日 10:00〜18:00（土日祝日・年末年始を除く）';

/** The body template of the contact e-mail. */
export function contactBody({ side, displayName }: Pick<InfoContext, 'side' | 'displayName'>): string {
  return [
    `LINEの表示名：${displayName ?? ''}`,
    `ご利用の立場：${SIDE_LABEL[side]}`,
    'お問い合わせの案件名（該当する場合）：',
    '',
    'お問い合わせ内容：',
    '',
  ].join('\n');
}

export function contactDocument({ brand, side, displayName }: InfoContext): InfoDocument {
  const { serviceName, partnerName, partnerAdminUrl, supportEmail, officialAccountUrl } = brand;
  const mailto = mailtoHref(supportEmail, contactSubject(brand, side), contactBody({ side, displayName }));
  const mailLink = { text: supportEmail, href: mailto };

  const rewardEntry: FaqEntry = {
    question: '報酬はいつ受け取れますか',
    answer: [
      '発注者が検収（完了の確認）を行うと、報酬からシステム利用料を差し引いた金額が、Stripeを通じて登録した受取口座に送金されます。',
      '受け取るには、受注者のマイページの「受取口座」から、Stripeでの口座登録と本人確認を済ませておいてください。口座への入金日はStripeと金融機関の処理によって決まります。送金の状況はマイページの「報酬管理」で確認できます。',
    ],
  };
  const prepayEntry: FaqEntry = {
    question: '仮払いした代金はどうなりますか',
    answer: [
      '仮払いの代金は、検収が完了するまで運営者がお預かりし、受注者には検収後に支払われます。',
      '検収の前に契約がキャンセルされた場合は、全額がお支払いに使ったカード等に返金されます。返金が明細に反映されるまでの期間はカード会社によって異なります。',
    ],
  };
  // Each side sees the money question that concerns it first.
  const moneyEntries = side === 'worker' ? [rewardEntry, prepayEntry] : [prepayEntry, rewardEntry];

  return {
    title: 'お問い合わせ',
    lead: [
      `${serviceName}の使い方やお取引でお困りのことがありましたら、メールまたはLINE公式アカウントからお気軽にお問い合わせください。`,
    ],
    sections: [
      {
        id: 'mail',
        heading: 'メールでのお問い合わせ',
        blocks: [
          {
            kind: 'action',
            label: 'メールで問い合わせる',
            href: mailto,
            testId: 'contact-mail',
            note: '件名と記入欄が入ったメール作成画面が開きます。お取引に関するお問い合わせは、案件名もお書き添えください。',
          },
          { kind: 'facts', rows: [{ label: 'メールアドレス', value: [mailLink] }] },
        ],
      },
      {
        id: 'line',
        heading: 'LINE公式アカウント',
        blocks: [
          { kind: 'text', text: `${serviceName}のLINE公式アカウントでは、お知らせやサポートのご案内をお届けしています。` },
          {
            kind: 'action',
            label: 'LINE公式アカウントを開く',
            href: officialAccountUrl,
            external: true,
            testId: 'contact-line',
          },
        ],
      },
      {
        id: 'hours',
        heading: '受付時間',
        blocks: [
          {
            kind: 'facts',
            rows: [
              { label: '対応時間', value: SUPPORT_HOURS },
              { label: 'ご返信', value: '原則として2営業日以内にメールでご返信します。' },
            ],
          },
          { kind: 'text', text: 'メールは24時間受け付けています。受付時間外のお問い合わせは、翌営業日以降に順次対応します。' },
        ],
      },
      {
        id: 'faq',
        heading: 'よくあるご質問',
        blocks: [
          {
            kind: 'faq',
            entries: [
              {
                question: '認証できません',
                answer: [
                  [
                    `${partnerName}の`,
                    { text: '管理画面マイページ', href: partnerAdminUrl, external: true },
                    'に表示されているメールアドレスと会社名を、そのまま入力してください。空白の有無や全角・半角、英字の大文字・小文字の違いは自動で調整されます。',
                  ],
                  [
                    '続けて失敗した場合は、しばらく時間をおいてからお試しください。それでも認証できない場合は、LINEの表示名と入力した内容を添えて',
                    mailLink,
                    'までご連絡ください。',
                  ],
                ],
              },
              ...moneyEntries,
              {
                question: '退会したい',
                answer: [
                  ['LINEの表示名を添えて', mailLink, 'までご連絡ください。ご本人の確認後、退会の手続きを行います。'],
                  '進行中の契約がある場合は、検収またはキャンセルが完了してからの手続きとなります。',
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
