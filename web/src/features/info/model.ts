/**
 * The static information pages (terms, privacy policy, contact) are Markdown files in content/
 * with `{name}` placeholders; one renderer (InfoDocumentView.tsx) draws all three, so they share
 * typography and layout. The builders fill in the brand names from configuration (docs/architecture.md, "Production")
 * instead of spelling them out, and the prefilled e-mail links.
 */
import type { UserType } from '@common/options';

/** Names and addresses the texts mention; the pages pass `config`. */
export interface Brand {
  serviceName: string;
  partnerName: string;
  partnerAdminUrl: string;
  supportEmail: string;
  officialAccountUrl: string;
}

export interface InfoContext {
  brand: Brand;
  side: UserType;
  /** The user's LINE display name, prefilled into the contact e-mail. */
  displayName?: string;
}

/** The date the terms and the policy take effect. */
export const EFFECTIVE_DATE = '2026年11月1日';

/** mailto: with a subject and body, encoded so that Japanese text and line breaks survive. */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${address}?${params.join('&')}`;
}

export const SIDE_LABEL: Record<UserType, string> = { client: '発注者', worker: '受注者' };

/** The contact e-mail's subject, naming the service and the side so support can triage it. */
export const contactSubject = (brand: Brand, side: UserType) => `【${brand.serviceName}】お問い合わせ（${SIDE_LABEL[side]}）`;

/**
 * Replaces every `{name}` in a Markdown text with its value. A name without a value is a mistake
 * in the text, so it throws rather than showing the braces to the user.
 */
export function fillPlaceholders(source: string, values: Readonly<Record<string, string>>): string {
  return source.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof value !== 'string') throw new Error(`No value for {${name}} in an information text`);
    return value;
  });
}

/** The placeholders every page may use: the brand names and the effective date. */
export const brandValues = (brand: Brand): Record<string, string> => ({
  serviceName: brand.serviceName,
  partnerName: brand.partnerName,
  partnerAdminUrl: brand.partnerAdminUrl,
  supportEmail: brand.supportEmail,
  officialAccountUrl: brand.officialAccountUrl,
  effectiveDate: EFFECTIVE_DATE,
});
