/**
 * 適格請求書発行事業者の登録番号 (docs/product/law.md#registration-numbers): normalising, the 法人番号
 * check digit, the per-kind rules, the body schema, and the operator's configuration
 * (docs/product/law.md#operator).
 */
import {
  INVOICE_NUMBER_MESSAGES as M,
  checkInvoiceNumber,
  corporateCheckDigit,
  formatInvoiceNumber,
  isCorporateNumber,
  normaliseInvoiceNumber,
} from '@common/invoiceNumber';
import { OPERATOR_DEFAULTS, readOperator } from '@common/operator';
import { invoiceRegistrationSchema } from '@common/schemas/invoiceRegistration';

describe('the 法人番号 check digit', () => {
  // 国税庁's own 法人番号, 日本税理士会連合会's, and the demo operator's fictional one.
  test.each([
    ['7000012050002', 7],
    ['7010705000725', 7],
    ['6912345678901', 6],
  ])('%s has check digit %i', (number, digit) => {
    expect(corporateCheckDigit(number.slice(1))).toBe(digit);
    expect(isCorporateNumber(number)).toBe(true);
  });

  it('is 1 to 9 for every base (0 and 9 both leave remainder 0)', () => {
    expect(corporateCheckDigit('000000000000')).toBe(9);
    expect(corporateCheckDigit('000000000009')).toBe(9);
    for (let i = 0; i < 200; i++) {
      const base = String(i * 7919 * 104729)
        .padStart(12, '0')
        .slice(-12);
      const d = corporateCheckDigit(base);
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(9);
    }
  });

  it('refuses a base that is not 12 digits', () => {
    expect(() => corporateCheckDigit('12345')).toThrow(RangeError);
  });
});

describe('normalising', () => {
  test.each([
    ['T7000012050002', 'T7000012050002'],
    ['t7000012050002', 'T7000012050002'],
    ['Ｔ７００００１２０５０００２', 'T7000012050002'],
    ['ｔ７００００１２０５０００２', 'T7000012050002'],
    ['T7-0000-1205-0002', 'T7000012050002'],
    ['T 7000 0120 50002', 'T7000012050002'],
    ['Ｔ７－００００－１２０５－０００２', 'T7000012050002'],
    ['T7ー0000ー1205ー0002', 'T7000012050002'],
    ['\u3000T7000012050002\u3000', 'T7000012050002'],
  ])('%j -> %s', (input, out) => {
    expect(normaliseInvoiceNumber(input)).toBe(out);
  });
});

describe('checkInvoiceNumber', () => {
  type Row = [label: string, input: string, kind: 'corporation' | 'individual' | undefined, expected: string];
  const ok = (v: string) => `ok ${v}`;
  const rows: Row[] = [
    ['国税庁 (corporation)', 'T7000012050002', 'corporation', ok('T7000012050002')],
    ['full-width with hyphens (corporation)', 'Ｔ７－００００１２－０５０００２', 'corporation', ok('T7000012050002')],
    ['lower-case t', 't7010705000725', 'corporation', ok('T7010705000725')],
    ['wrong check digit (corporation)', 'T8000012050002', 'corporation', M.invalid],
    ['two digits swapped (corporation)', 'T7000021050002', 'corporation', M.invalid],
    ['an individual: any 13 digits not starting with 0', 'T1234567890123', 'individual', ok('T1234567890123')],
    ['an individual: no check digit asked', 'T8000012050002', 'individual', ok('T8000012050002')],
    ['an individual starting with 0', 'T0123456789012', 'individual', M.invalid],
    ['form only: any 13 digits', 'T0000000000000', undefined, ok('T0000000000000')],
    ['missing T', '7000012050002', 'corporation', M.format],
    ['12 digits', 'T700001205000', 'corporation', M.format],
    ['14 digits', 'T70000120500021', 'corporation', M.format],
    ['a letter among the digits', 'T70000120500O2', 'corporation', M.format],
    ['another letter first', 'X7000012050002', 'individual', M.format],
    ['two Ts', 'TT7000012050002', 'individual', M.format],
    ['empty', '', 'individual', M.format],
    ['too long to read', `T${'0'.repeat(40)}`, undefined, M.format],
  ];
  test.each(rows)('%s', (_label, input, kind, expected) => {
    const r = checkInvoiceNumber(input, kind);
    expect(r.ok ? ok(r.value) : r.error).toBe(expected);
  });
});

describe('formatInvoiceNumber', () => {
  it('groups the digits 1-4-4-4 for reading', () => {
    expect(formatInvoiceNumber('T7000012050002')).toBe('T7-0000-1205-0002');
    expect(formatInvoiceNumber('oops')).toBe('oops');
  });
});

describe('the body schema', () => {
  const valid = (body: unknown, kind?: 'corporation' | 'individual') => invoiceRegistrationSchema(kind).validate(body);
  const message = async (body: unknown, kind?: 'corporation' | 'individual') => {
    try {
      await valid(body, kind);
      return 'valid';
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('normalises a valid number and clears with null or a blank string', async () => {
    await expect(valid({ invoiceRegistrationNumber: ' ｔ7000012050002 ' }, 'corporation')).resolves.toEqual({
      invoiceRegistrationNumber: 'T7000012050002',
    });
    await expect(valid({ invoiceRegistrationNumber: null })).resolves.toEqual({ invoiceRegistrationNumber: null });
    await expect(valid({ invoiceRegistrationNumber: '  ' })).resolves.toEqual({ invoiceRegistrationNumber: null });
  });

  it('refuses wrong numbers, wrong types, a missing field and extra fields', async () => {
    expect(await message({ invoiceRegistrationNumber: 'T8000012050002' }, 'corporation')).toBe(M.invalid);
    expect(await message({ invoiceRegistrationNumber: '7000012050002' })).toBe(M.format);
    expect(await message({ invoiceRegistrationNumber: 7000012050002 })).toBe(M.type);
    expect(await message({ invoiceRegistrationNumber: ['T7000012050002'] })).toBe(M.type);
    expect(await message({})).toBe(M.format);
    expect(await message({ invoiceRegistrationNumber: null, extra: 1 })).toBe('不明な項目が含まれています');
    expect(await message({ invoiceRegistrationNumber: 'T'.padEnd(31, '1') })).toBe(M.format);
  });
});

describe('the operator from configuration', () => {
  it('defaults to the demo company, whose number passes the check', () => {
    const { operator, problems } = readOperator(() => undefined);
    expect(problems).toEqual([]);
    expect(operator).toEqual(OPERATOR_DEFAULTS);
    expect(checkInvoiceNumber(operator.invoiceRegistrationNumber, 'corporation').ok).toBe(true);
  });

  it('takes set values, normalising the number, and names every malformed one', () => {
    const env: Record<string, string> = {
      OPERATOR_NAME: '株式会社テスト',
      OPERATOR_INVOICE_NUMBER: 'ｔ7000012050002',
      OPERATOR_PHONE: '0312345678',
      OPERATOR_POSTAL_CODE: '1500001',
      OPERATOR_EMAIL: 'not-an-address',
      OPERATOR_ADDRESS: '  ',
    };
    const { operator, problems } = readOperator((k) => env[`VITE_${k}`] ?? env[k], 'VITE_');
    expect(operator.name).toBe('株式会社テスト');
    expect(operator.invoiceRegistrationNumber).toBe('T7000012050002');
    expect(operator.address).toBe(OPERATOR_DEFAULTS.address);
    expect(problems).toEqual([
      'VITE_OPERATOR_POSTAL_CODE must be a postal code like 150-0001 (got "1500001")',
      'VITE_OPERATOR_PHONE must be a phone number with hyphens like 03-1234-5678 (got "0312345678")',
      'VITE_OPERATOR_EMAIL must be an e-mail address (got "not-an-address")',
    ]);
    expect(readOperator((k) => (k === 'OPERATOR_INVOICE_NUMBER' ? 'T8000012050002' : undefined)).problems).toEqual([
      `OPERATOR_INVOICE_NUMBER must be 'T' and a 法人番号 with its check digit, like T6912345678901 (got "T8000012050002")`,
    ]);
  });
});
