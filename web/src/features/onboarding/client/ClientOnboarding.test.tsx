/**
 * The client registration wizard (docs/product/screens.md#client-onboarding) as a user goes through it: each step's counter says
 * its true place, the company name starts as the verified partner account's, a homepage typed
 * without https:// (an Instagram page) is taken, and 案件を作成する opens the job form.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { system } from '../../../components/theme/system';
import { saveClientProfile } from '../../../lib/api/profiles';
import { CLIENT } from '../../../lib/paths';
import ClientOnboarding from './ClientOnboarding';
import { HP_URL_HINT } from './fields';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../../lib/api/profiles', () => ({
  saveClientProfile: jest.fn(() => Promise.resolve({})),
  uploadImage: jest.fn(),
  imageUrl: (uid: string, side: string, kind: string) => `/liff/images/${uid}/${side}/${kind}`,
}));
jest.mock('../../../components/feedback/toaster', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
const mockSession = {
  user: { id: 'Uclient-1', salonInfo: { email: 'owner@bloom.example.jp', salonDisplayName: '株式会社ブルーム' } },
  images: {},
  refetch: jest.fn(() => Promise.resolve()),
};
jest.mock('../../session', () => ({ useSession: () => mockSession }));

const save = jest.mocked(saveClientProfile);

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderWizard() {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ClientOnboarding onExit={() => undefined} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: '次へ' }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Taps a classification card and waits for the radio group to take it. */
async function choose(label: string) {
  fireEvent.click(screen.getByText(label, { selector: 'label *' }).closest('label')!);
  await waitFor(() => expect((screen.getByRole('radio', { name: label }) as HTMLInputElement).checked).toBe(true));
}

// The introduction's textarea grows with its text (Chakra's autoresize), which jsdom cannot measure.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('client onboarding', () => {
  it('an individual: 1/3 until フリーランス is chosen, then 1/2 and 2/2', async () => {
    renderWizard();
    expect(await heading('プロフィール登録（1/3）')).toBeTruthy();
    await choose('フリーランス');
    expect(await heading('プロフィール登録（1/2）')).toBeTruthy();
    type(/名前/, '小林 花子');
    next();
    expect(await heading('自己紹介（2/2）')).toBeTruthy();
  });

  it('a corporation: 1/3, 2/3, 3/3, the company name prefilled, the homepage without https://, then the job form', async () => {
    renderWizard();
    expect(await heading('プロフィール登録（1/3）')).toBeTruthy();
    await choose('法人');
    type(/名前/, '鈴木 一郎');
    next();

    expect(await heading('会社情報登録（2/3）')).toBeTruthy();
    expect((screen.getByLabelText(/会社名/) as HTMLInputElement).value).toBe('株式会社ブルーム');
    expect(screen.getByText(HP_URL_HINT)).toBeTruthy();
    type(/設立日/, '2012年5月');
    type(/住所/, '東京都渋谷区神宮前1-2-3');
    type(/ホームページURL/, 'instagram.com/salon_bloom');
    next();

    expect(await heading('会社概要（3/3）')).toBeTruthy();
    type(/会社概要/, '都内でネイルサロンを3店舗運営しています。');
    fireEvent.click(screen.getByRole('button', { name: '完了' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        classify: 'corporation',
        name: '鈴木 一郎',
        detail: '都内でネイルサロンを3店舗運営しています。',
        corporationInfo: {
          companyName: '株式会社ブルーム',
          establishmentDate: '2012年5月',
          address: '東京都渋谷区神宮前1-2-3',
          hpURL: 'https://instagram.com/salon_bloom',
        },
      }),
    );

    expect(await heading('登録が完了しました')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '案件を作成する' }));
    expect((await screen.findByTestId('location')).textContent).toBe(CLIENT.newJob);
    expect(mockSession.refetch).toHaveBeenCalled();
  });

  it('keeps a company name the user cleared when the draft comes back', async () => {
    sessionStorage.setItem(
      'onboarding-client:Uclient-1',
      JSON.stringify({
        step: 2,
        classify: 'corporation',
        name: '鈴木 一郎',
        corporationInfo: { companyName: '', establishmentDate: '', address: '', hpURL: '' },
        detail: '',
      }),
    );
    renderWizard();
    expect(await heading('会社情報登録（2/3）')).toBeTruthy();
    expect((screen.getByLabelText(/会社名/) as HTMLInputElement).value).toBe('');
  });
});
