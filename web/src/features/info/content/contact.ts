/**
 * お問い合わせ (contact.md): the support mailbox (a mailto link with the subject and a body template
 * filled in, so that support learns the side and the LINE name without asking), the LINE official
 * account, support hours and short answers to the questions support hears most. The two money
 * questions are separate files so that each side sees the one that concerns it first.
 */
import { SIDE_LABEL, brandValues, contactSubject, fillPlaceholders, mailtoHref, type InfoContext } from '../model';
import source from './contact.md?raw';
import prepay from './contact-prepay.md?raw';
import reward from './contact-reward.md?raw';

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

export function contactMarkdown({ brand, side, displayName }: InfoContext): string {
  return fillPlaceholders(source, {
    ...brandValues(brand),
    contactMailto: mailtoHref(brand.supportEmail, contactSubject(brand, side), contactBody({ side, displayName })),
    moneyQuestions: (side === 'worker' ? [reward, prepay] : [prepay, reward]).map((s) => s.trim()).join('\n\n'),
  });
}
