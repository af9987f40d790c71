/**
 * The static information pages (terms, privacy policy, contact) as plain data: a document is a
 * title and a list of sections, each section a heading and blocks. One renderer (InfoDocumentView.tsx)
 * draws all three, so they share typography and layout. Builders take the brand names from
 * configuration (GUIDE.md 7) instead of spelling them out.
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

/** A link inside running text. `external` opens a new tab (LINE, the partner's admin page). */
export interface InlineLink {
  text: string;
  href: string;
  external?: boolean;
}

/** Running text: plain, or plain pieces mixed with links. */
export type Rich = string | ReadonlyArray<string | InlineLink>;

/**
 * List markers as Japanese legal texts use them: "1." for clauses (項), "(1)" for items (号),
 * "・" for plain bullets.
 */
export type ListStyle = 'clause' | 'item' | 'bullet';

export interface ListEntry {
  text: Rich;
  /** Sub-items, always shown with the "(1)" style. */
  items?: readonly Rich[];
}

export type Block =
  | { kind: 'text'; text: Rich }
  | { kind: 'list'; style: ListStyle; items: ReadonlyArray<Rich | ListEntry> }
  /** A large button-like link: mailto or the official account. */
  | { kind: 'action'; label: string; href: string; external?: boolean; note?: string; testId?: string }
  /** Label/value pairs, e.g. the support desk's address and hours. */
  | { kind: 'facts'; rows: ReadonlyArray<{ label: string; value: Rich }> }
  /** Question and answer pairs; each question is a heading one level under the section's. */
  | { kind: 'faq'; entries: readonly FaqEntry[] };

export interface FaqEntry {
  question: string;
  answer: readonly Rich[];
}

export interface InfoSection {
  /** Anchor id, unique within the document (used by the table of contents). */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface InfoDocument {
  title: string;
  /** Shown under the title, e.g. the effective date. */
  meta?: string;
  /** Paragraphs before the first section. */
  lead?: readonly Rich[];
  /** Show a collapsible table of contents (long documents). */
  toc?: boolean;
  sections: readonly InfoSection[];
  /** Closing lines, e.g. "以上" and the dates. */
  closing?: readonly string[];
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
