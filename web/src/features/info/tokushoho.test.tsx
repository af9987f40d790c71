/**
 * 特定商取引法に基づく表記 (docs/product/law.md#tokushoho, docs/product/screens.md#tokushoho): every item the
 * law lists, as label/value rows, filled from the operator's configuration; and that configuration's checks
 * (docs/product/constants.md#operator).
 */
import { render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { OPERATOR_DEFAULTS, OPERATOR_ENV } from '@common/operator';
import { system } from '../../components/theme/system';
import { checkOperatorEnv, operatorSettings } from '../../lib/operatorSettings';
import type { InfoContext } from './model';
import { percentOf, tokushohoMarkdown } from './content/tokushoho';
import TokushohoPage from './TokushohoPage';

const context: InfoContext = {
  brand: {
    serviceName: 'テストワークス',
    partnerName: 'テストマーケット',
    partnerAdminUrl: 'https://partner.test/admin',
    supportEmail: 'help@test.example',
    officialAccountUrl: 'https://lin.ee/test',
  },
  side: 'client',
};
jest.mock('./useInfoContext', () => ({ useInfoContext: () => context }));

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

const LABELS = [
  '事業者の名称',
  '代表者',
  '所在地',
  '電話番号',
  'メールアドレス',
  '適格請求書発行事業者登録番号',
  '販売価格（発注者）',
  '販売価格（受注者）',
  '商品代金以外の必要料金',
  '支払方法',
  '支払時期',
  '役務の提供時期',
  'キャンセル（仮払い前）',
  'キャンセル（仮払い後・検収前）',
  'キャンセル（検収後）',
  '返品',
  '動作環境',
];

describe('特定商取引法に基づく表記', () => {
  it('shows every item as a label/value row with the configured operator (the demo company by default)', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <TokushohoPage />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })).toBeTruthy();
    expect(document.title).toBe('特定商取引法に基づく表記｜テストワークス');
    const terms = Array.from(document.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual(LABELS);
    const valueOf = (label: string) =>
      Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
    expect(valueOf('事業者の名称')).toBe(OPERATOR_DEFAULTS.name);
    expect(valueOf('代表者')).toBe(OPERATOR_DEFAULTS.representative);
    expect(valueOf('所在地')).toBe(`〒${OPERATOR_DEFAULTS.postalCode} ${OPERATOR_DEFAULTS.address}`);
    expect(valueOf('電話番号')).toContain(OPERATOR_DEFAULTS.phone);
    expect(valueOf('適格請求書発行事業者登録番号')).toBe(OPERATOR_DEFAULTS.invoiceRegistrationNumber);
    expect(valueOf('販売価格（受注者）')).toContain('報酬額（税込）の10%');
    expect(valueOf('キャンセル（仮払い後・検収前）')).toContain('3日以内');
    expect(valueOf('動作環境')).toContain('LINEアプリ');
    const mail = within(document.querySelector('dl') as HTMLElement).getByRole('link', { name: OPERATOR_DEFAULTS.email });
    expect(mail.getAttribute('href')).toBe(`mailto:${OPERATOR_DEFAULTS.email}`);
    expect(screen.getByRole('link', { name: 'マイページ' }).getAttribute('href')).toBe('/client/mypage');
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('fills a configured operator and fee rate', () => {
    const { operator, feeRate } = operatorSettings({
      VITE_OPERATOR_NAME: '株式会社本番',
      VITE_OPERATOR_INVOICE_NUMBER: 'Ｔ７００００１２０５０００２',
      VITE_PLATFORM_FEE_RATE: '0.085',
    });
    const text = tokushohoMarkdown(context.brand, operator, feeRate);
    expect(text).toContain('- **事業者の名称** 株式会社本番');
    expect(text).toContain('- **適格請求書発行事業者登録番号** T7000012050002');
    expect(text).toContain('報酬額（税込）の8.5%');
    expect(percentOf(0.1)).toBe('10');
    expect(percentOf(0.0001)).toBe('0.01');
  });

  it('names every malformed setting so that a build fails', () => {
    expect(checkOperatorEnv({ DEV: true })).toEqual([]);
    expect(
      checkOperatorEnv({
        DEV: true,
        VITE_OPERATOR_INVOICE_NUMBER: 'T1234567890123',
        VITE_OPERATOR_EMAIL: 'x',
        VITE_PLATFORM_FEE_RATE: '10%',
      }),
    ).toEqual([
      'VITE_OPERATOR_EMAIL must be an e-mail address (got "x")',
      `VITE_OPERATOR_INVOICE_NUMBER must be 'T' and a 法人番号 with its check digit, like T6912345678901 (got "T1234567890123")`,
      'VITE_PLATFORM_FEE_RATE must be a fraction from 0 to 0.5 in steps of 0.0001 (got "10%")',
    ]);
  });

  it('a production build needs every VITE_OPERATOR_*, none of the demo company (docs/product/constants.md#operator)', () => {
    const build = { DEV: false, MODE: 'production' };
    const names = Object.values(OPERATOR_ENV).map((n) => `VITE_${n}`);
    const missing = checkOperatorEnv(build);
    expect(missing).toHaveLength(7);
    names.forEach((n, i) => expect(missing[i]).toMatch(new RegExp(`^${n} is required in production`)));
    const real = {
      VITE_OPERATOR_NAME: '株式会社本番',
      VITE_OPERATOR_REPRESENTATIVE: '代表取締役 本番 花子',
      VITE_OPERATOR_POSTAL_CODE: OPERATOR_DEFAULTS.postalCode,
      VITE_OPERATOR_ADDRESS: '東京都港区南青山1-1-1',
      VITE_OPERATOR_PHONE: '03-1234-5678',
      VITE_OPERATOR_EMAIL: 'support@example.co.jp',
      VITE_OPERATOR_INVOICE_NUMBER: 'T7000012050002',
    };
    expect(checkOperatorEnv({ ...build, ...real })).toEqual([]);
    expect(checkOperatorEnv({ ...build, ...real, VITE_OPERATOR_PHONE: OPERATOR_DEFAULTS.phone })).toEqual([
      `VITE_OPERATOR_PHONE must not be the demo company's value in production (got "${OPERATOR_DEFAULTS.phone}")`,
    ]);
    // The LIFF-mocked test build and the dev server keep the demo company.
    expect(checkOperatorEnv({ ...build, VITE_LIFF_MOCK: 'true' })).toEqual([]);
  });
});
