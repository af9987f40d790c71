/**
 * The partner salon directory (docs/product/admin.md#partner-directory): how an account is compared
 * and keyed, and what the admin endpoints over the stored directory answer. The server's directory
 * adapters and the admin feature use the same normalisation, so what an import stores is what salon
 * verification compares.
 */
import type { Page } from './marketplace';

/**
 * The e-mail as the directory compares it: Unicode NFKC, trimmed, lower-cased (it also keys the stored
 * directory and the per-address limits of salon verification, so it keeps that form).
 */
export const normaliseEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();

/**
 * The company name as the directory compares it: NFKC (full-width letters, digits and spaces become
 * half-width), then every space removed (half- and full-width, tabs, line breaks, and invisible format
 * characters such as zero-width spaces) and case folded: "Hair Salon ルミエール",
 * "Ｈａｉｒ\u3000Ｓａｌｏｎルミエール" and "hair salonルミエール" are the same account.
 */
export const normaliseCompany = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]+/gu, '')
    // Upper then lower folds the letters whose lower case alone differs (ß and ẞ both read "ss").
    .toUpperCase()
    .toLowerCase();

/** A document id holds at most 128 of [A-Za-z0-9_-] (functions/src/ids.ts). */
const KEY_MAX = 128;

/**
 * The directory key of an e-mail: its normalised form with [a-z0-9-] kept and every other UTF-8 byte
 * written `_` and two upper-case hex digits (`taro.y@example.jp` -> `taro_2Ey_40example_2Ejp`). So it is
 * a valid document id and path segment, one per address, readable. null when it would exceed 128
 * characters (an address no salon can type: the verification form takes 50).
 */
export function partnerKey(email: string): string | null {
  let key = '';
  for (const ch of normaliseEmail(email)) {
    if (/^[a-z0-9-]$/.test(ch)) key += ch;
    else for (const b of new TextEncoder().encode(ch)) key += `_${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return key && key.length <= KEY_MAX ? key : null;
}

/** Limits of one directory entry and of the admin endpoints' fields. */
export const PARTNER_LIMITS = {
  /** RFC 5321's longest address; the key's 128 characters usually bind first. */
  email: 254,
  companyName: 200,
  reason: 500,
  /** Each list of a preview (added, changed, removed, invalid) shows at most this many rows; counts has the totals. */
  previewList: 1000,
  /** The raw text/csv body of the preview (the JSON body of every other route is 32 KB). */
  csvBytes: 2 * 1024 * 1024,
} as const;

/** One account as stored and listed. `key` names it in /admin/partners/:key. */
export interface PartnerEntry {
  key: string;
  email: string;
  companyName: string;
  updatedAt: string | null;
}

/** GET /admin/partners: a page of accounts by key, with the directory's size and revision. */
export interface PartnerPage extends Page<PartnerEntry> {
  total: number;
  revision: number;
}

export interface PartnerRow {
  key: string;
  email: string;
  companyName: string;
}

export interface PartnerChange {
  key: string;
  email: string;
  before: { email: string; companyName: string };
  after: { email: string; companyName: string };
}

/** A line of the file that cannot be imported; `line` counts from 1, the header included. */
export interface PartnerInvalidLine {
  line: number;
  text: string;
  reason: string;
}

/**
 * POST /admin/partners/import/preview: what applying the file would do, nothing changed yet. The file
 * replaces the whole directory: `removed` are the accounts the store has and the file does not.
 * `token` is null when the file cannot be applied (invalid lines, or nothing to import).
 */
export interface PartnerImportPreview {
  token: string | null;
  expiresAt: string | null;
  /** The character set the file was read in (a raw upload in Shift_JIS is read as such). */
  encoding: 'utf-8' | 'shift_jis';
  /** The directory's revision the preview was made against; any change since makes apply a 409. */
  baseRevision: number;
  added: PartnerRow[];
  changed: PartnerChange[];
  removed: PartnerRow[];
  invalid: PartnerInvalidLine[];
  counts: {
    /** Accounts in the store now. */
    current: number;
    /** Accounts in the file (valid lines). */
    file: number;
    added: number;
    changed: number;
    removed: number;
    unchanged: number;
    invalid: number;
  };
  /** Some list holds only its first PARTNER_LIMITS.previewList rows. */
  truncated: boolean;
}

/** POST /admin/partners/import/apply: the previewed change, applied once (a repeat answers the same). */
export interface PartnerImportResult {
  token: string;
  revision: number;
  appliedAt: string;
  /** This call found the import applied already (by an earlier or a parallel call). */
  alreadyApplied: boolean;
  counts: { added: number; changed: number; removed: number; total: number };
}
