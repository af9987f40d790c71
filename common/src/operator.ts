/**
 * The platform's operator (運営事業者) as the law asks it to be named (docs/product/law.md#operator): its
 * legal name, representative, address, phone, e-mail and 適格請求書発行事業者登録番号. Configured
 * (docs/product/constants.md#operator), with the fictional company of the demo as the local default.
 * The functions read OPERATOR_* from their environment (functions/src/config.ts), the web VITE_OPERATOR_*
 * (web/src/lib/operator.ts); both check the values here and refuse a malformed one.
 *
 * Relative imports only: web/vite.config.ts loads this through web/src/lib/operator.ts, outside the alias.
 */
import { checkInvoiceNumber, normaliseInvoiceNumber } from './invoiceNumber';

export interface Operator {
  /** 事業者の名称: the registered name, never the service's name. */
  name: string;
  /** 代表者 (a company's representative, or the person responsible for the online business). */
  representative: string;
  /** 〒, as 150-0001. */
  postalCode: string;
  /** 所在地 in full, without the postal code. */
  address: string;
  /** 電話番号, as 03-1234-5678. */
  phone: string;
  email: string;
  /** 'T' and the company's 法人番号, normalised. */
  invoiceRegistrationNumber: string;
}

/**
 * The demo's fictional company. Its registration number has a valid check digit over a base that
 * starts with 9, which no 法人番号 of a registered company has (those start with 0 to 5, or 7), so it
 * names no real business. The phone number's subscriber part starts with 0, which no line has.
 */
export const OPERATOR_DEFAULTS: Operator = {
  name: '株式会社サロンワークス',
  representative: '代表取締役 山田 太郎',
  postalCode: '150-0001',
  address: '東京都渋谷区神宮前1-2-3',
  phone: '03-0000-0000',
  email: 'support@salonworks.example.jp',
  invoiceRegistrationNumber: 'T6912345678901',
};

/** The environment variable of each field; the web prefixes them with VITE_. */
export const OPERATOR_ENV: Record<keyof Operator, string> = {
  name: 'OPERATOR_NAME',
  representative: 'OPERATOR_REPRESENTATIVE',
  postalCode: 'OPERATOR_POSTAL_CODE',
  address: 'OPERATOR_ADDRESS',
  phone: 'OPERATOR_PHONE',
  email: 'OPERATOR_EMAIL',
  invoiceRegistrationNumber: 'OPERATOR_INVOICE_NUMBER',
};

const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const plain = (max: number) => (v: string) => v.length <= max && !hasControl(v);

/** A Japanese phone number with hyphens: 0, then three groups, 10 or 11 digits in all. */
const isPhone = (v: string) => /^0\d{1,4}-\d{1,4}-\d{3,4}$/.test(v) && [10, 11].includes(v.replace(/-/g, '').length);

/** Each field's check (on the trimmed value) and what it should look like. */
const CHECKS: Record<keyof Operator, { ok: (v: string) => boolean; what: string }> = {
  name: { ok: plain(100), what: 'the registered name, up to 100 characters' },
  representative: { ok: plain(50), what: "the representative's name, up to 50 characters" },
  postalCode: { ok: (v) => /^\d{3}-\d{4}$/.test(v), what: 'a postal code like 150-0001' },
  address: { ok: plain(200), what: 'the full address, up to 200 characters' },
  phone: { ok: isPhone, what: 'a phone number with hyphens like 03-1234-5678' },
  email: { ok: (v) => v.length <= 254 && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(v), what: 'an e-mail address' },
  invoiceRegistrationNumber: {
    ok: (v) => checkInvoiceNumber(v, 'corporation').ok,
    what: "'T' and a 法人番号 with its check digit, like T6912345678901",
  },
};

/** What each setting names, for the production problem. */
const OPERATOR_FIELD: Record<keyof Operator, string> = {
  name: 'registered name (事業者の名称)',
  representative: 'representative (代表者)',
  postalCode: 'postal code (〒)',
  address: 'address (所在地)',
  phone: 'phone number (電話番号)',
  email: 'e-mail address (メールアドレス)',
  invoiceRegistrationNumber: 'registration number (登録番号)',
};

/**
 * The fields whose demo value a production deployment refuses: those no real business can have (the
 * phone's subscriber part starting with 0, a mailbox at the reserved example.jp, a registration number
 * over a 法人番号 starting with 9). A real company may share the demo's name, representative, address or
 * postal code, so those are not compared (docs/product/constants.md#operator).
 */
export const OPERATOR_DEMO_REFUSED: readonly (keyof Operator)[] = ['phone', 'email', 'invoiceRegistrationNumber'];

/**
 * The operator from settings (`read` gets a variable by its OPERATOR_* name, or undefined), each unset
 * or blank one taken from OPERATOR_DEFAULTS; `problems` names every malformed one with `prefix` (the
 * web's VITE_) in front of its variable. In production (`production` true: a deployed function, a
 * production web build) every one is required and none may keep the demo company's value
 * (docs/product/constants.md#operator).
 */
export function readOperator(
  read: (name: string) => string | undefined,
  prefix = '',
  production = false,
): { operator: Operator; problems: string[] } {
  const operator = { ...OPERATOR_DEFAULTS };
  const problems: string[] = [];
  for (const key of Object.keys(OPERATOR_ENV) as (keyof Operator)[]) {
    const name = `${prefix}${OPERATOR_ENV[key]}`;
    const raw = read(OPERATOR_ENV[key])?.trim();
    if (!raw) {
      if (production)
        problems.push(`${name} is required in production: the operator's ${OPERATOR_FIELD[key]}, never the demo company's`);
      continue;
    }
    // The number is stored as the product stores every registration number (T, ASCII digits).
    const text = key === 'invoiceRegistrationNumber' ? normaliseInvoiceNumber(raw) : raw;
    if (!CHECKS[key].ok(text)) {
      problems.push(`${name} must be ${CHECKS[key].what} (got "${raw}")`);
      continue;
    }
    if (production && OPERATOR_DEMO_REFUSED.includes(key) && text === OPERATOR_DEFAULTS[key]) {
      problems.push(`${name} must not be the demo company's value in production (got "${raw}")`);
      continue;
    }
    operator[key] = text;
  }
  return { operator, problems };
}
