/**
 * Reads a partner directory file line by line (docs/product/admin.md#partner-directory): header
 * `email,companyName`, one account a line, RFC 4180 quoting within a line. Every line that cannot be an
 * account is reported with its number, its text and why, so the admin can fix the file; the file is
 * applied only when there is none (a broken file changes nothing).
 */
import * as yup from 'yup';
import { PARTNER_LIMITS, normaliseEmail, partnerKey, type PartnerInvalidLine } from '@common/partners';

export interface FileEntry {
  key: string;
  email: string;
  companyName: string;
}

export interface ParsedFile {
  entries: FileEntry[];
  invalid: PartnerInvalidLine[];
  /** The header is wrong: no line of the file means anything, so nothing is compared either. */
  headerBad: boolean;
}

export const CSV_MESSAGES = {
  header: '1行目は見出し「email,companyName」にしてください',
  empty: '取り込むデータがありません（見出しの次の行から1行に1件書いてください）',
  garbled: '文字化けしています。UTF-8（またはShift_JIS）で保存したファイルを使ってください',
  quote: '引用符（"）の対応が正しくありません',
  columns: '列の数が正しくありません（メールアドレス,会社名 の2列にしてください）',
  email: 'メールアドレスの形式が正しくありません',
  emailLong: 'メールアドレスが長すぎます',
  company: '会社名がありません',
  companyLong: `会社名が長すぎます（${PARTNER_LIMITS.companyName}文字まで）`,
  control: '使えない文字（制御文字）が含まれています',
  duplicate: (line: number) => `メールアドレスが${line}行目と重複しています`,
} as const;

/** The same rule as the verification form's e-mail field (common/src/schemas/verification.ts). */
const emailRule = yup.string().email();
const TEXT_SHOWN = 200;
/** A control character other than a tab (a line break cannot be in a line). */
export function hasControl(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09) || c === 0x7f) return true;
  }
  return false;
}

/** The fields of one line, or null when a quote is left open (a field spanning lines is not supported). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      // Only spaces may follow a closing quote before the comma.
      while (line[i] === ' ' || line[i] === '\t') i++;
      if (i < line.length && line[i] !== ',') return null;
    } else {
      const end = line.indexOf(',', i);
      field = line.slice(i, end < 0 ? line.length : end);
      if (field.includes('"')) return null;
      i = end < 0 ? line.length : end;
    }
    fields.push(field.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const shown = (text: string) => (text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text);

function problemOf(fields: string[] | null, raw: string): string | null {
  if (raw.includes('\uFFFD')) return CSV_MESSAGES.garbled;
  if (!fields) return CSV_MESSAGES.quote;
  if (fields.length !== 2) return CSV_MESSAGES.columns;
  const [email, company] = fields;
  if (hasControl(email) || hasControl(company)) return CSV_MESSAGES.control;
  if (email.length > PARTNER_LIMITS.email) return CSV_MESSAGES.emailLong;
  if (!email || !emailRule.isValidSync(normaliseEmail(email)) || /\s/.test(normaliseEmail(email))) return CSV_MESSAGES.email;
  if (!partnerKey(email)) return CSV_MESSAGES.emailLong;
  if (!company) return CSV_MESSAGES.company;
  if (company.length > PARTNER_LIMITS.companyName) return CSV_MESSAGES.companyLong;
  return null;
}

/** The accounts of a file and its invalid lines. A BOM, CRLF or CR line ends and blank lines are fine. */
export function parsePartnerFile(text: string): ParsedFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const entries: FileEntry[] = [];
  const invalid: PartnerInvalidLine[] = [];
  const firstLine = new Map<string, number>();
  let header = true;
  let headerBad = false;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const fields = splitCsvLine(raw);
    if (header) {
      header = false;
      const names = fields?.map((f) => f.replace(/^\uFEFF/, '').toLowerCase());
      if (names?.length !== 2 || names[0] !== 'email' || names[1] !== 'companyname') {
        headerBad = true;
        invalid.push({ line, text: shown(raw), reason: raw.includes('\uFFFD') ? CSV_MESSAGES.garbled : CSV_MESSAGES.header });
      }
      return;
    }
    const problem = problemOf(fields, raw);
    if (problem) {
      invalid.push({ line, text: shown(raw), reason: problem });
      return;
    }
    const [email, companyName] = (fields as string[]).map((f) => f.normalize('NFC'));
    const key = partnerKey(email) as string;
    const first = firstLine.get(key);
    if (first !== undefined) {
      invalid.push({ line, text: shown(raw), reason: CSV_MESSAGES.duplicate(first) });
      return;
    }
    firstLine.set(key, line);
    entries.push({ key, email, companyName });
  });
  // A wrong header leaves every line's meaning unknown: nothing of the file is an account.
  return headerBad ? { entries: [], invalid, headerBad } : { entries, invalid, headerBad };
}
