/**
 * The my-page menu (docs/product/screens.md#my-page-sub-pages): every entry of ITEMS is a path of
 * common/src/paths.ts on its side, so none is silently skipped, and each is drawn as a link to it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UserType } from '@common/options';
import { system } from '../../components/theme/system';
import { CLIENT, PATHS, WORKER } from '../../lib/paths';
import { ITEMS, MypageMenu } from './MypageMenu';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../rooms', () => ({ useBadges: () => ({ notices: 0 }) }));

const SIDES: UserType[] = ['client', 'worker'];

describe('my-page menu', () => {
  test.each(SIDES)('every %s entry resolves to a path of its side', (side) => {
    const paths: Record<string, string> = PATHS[side];
    const missing = ITEMS[side].filter(([key]) => !(key in paths)).map(([key]) => key);
    expect(missing).toEqual([]);
  });

  test.each(SIDES)('the %s menu draws a link for each entry, 登録情報 included', (side) => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <MypageMenu side={side} workerAccess={undefined} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'マイページメニュー' });
    const paths: Record<string, string> = PATHS[side];
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(ITEMS[side].map(([key]) => paths[key]));
    expect(within(nav).getByRole('link', { name: '登録情報' }).getAttribute('href')).toBe(
      side === 'client' ? CLIENT.info : WORKER.info,
    );
  });

  test('both sides list 登録情報 and its path is the my-page info screen', () => {
    expect(CLIENT.info).toBe('/client/mypage/info');
    expect(WORKER.info).toBe('/worker/mypage/info');
    for (const side of SIDES) expect(ITEMS[side].some(([key, label]) => key === 'info' && label === '登録情報')).toBe(true);
  });
});
