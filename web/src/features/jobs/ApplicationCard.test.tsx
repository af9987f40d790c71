/** The worker's 応募した案件 card: a cancelled contract reads as cancelled, never as hired. */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Application } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { ApplicationCard } from './ApplicationCard';

const application = (more: Partial<Application>): Application => ({
  id: 'Usato',
  jobId: 'j1',
  workerId: 'Usato',
  message: 'よろしくお願いします',
  status: 'accepted',
  createdAt: '2026-11-02T01:00:00.000Z',
  updatedAt: '2026-11-02T01:00:00.000Z',
  worker: {
    userId: 'Usato',
    name: '佐藤 健太',
    classify: 'individual',
    occupation: 'カメラマン',
    skills: [],
    detail: '',
    portfolios: [],
  },
  job: {
    id: 'j1',
    title: 'ヘアカタログ撮影',
    reward: 30_000,
    status: 'closed',
    applicationDeadline: '2026-12-01',
    clientName: 'サロン・ルミエール',
  },
  contractId: 'c1',
  ...more,
});

const renderCard = (a: Application) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <ApplicationCard application={a} />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('ApplicationCard', () => {
  it('says the contract was cancelled, with the キャンセル status and the contract still reachable', () => {
    renderCard(application({ status: 'cancelled' }));
    const card = screen.getByTestId('application-card');
    expect(card.querySelector('[data-status]')?.textContent).toBe('キャンセル');
    expect(screen.getByTestId('application-note').textContent).toBe('この契約はキャンセルされました');
    expect(card.textContent).not.toMatch(/採用されました/);
    expect(
      within(card)
        .getByRole('link', { name: /契約の詳細を見る/ })
        .getAttribute('href'),
    ).toBe('/worker/project-managements/c1');
  });

  it('still congratulates a contract that goes on', () => {
    renderCard(application({ status: 'accepted' }));
    expect(screen.getByTestId('application-card').querySelector('[data-status]')?.textContent).toBe('採用');
    expect(screen.getByTestId('application-note').textContent).toBe('採用されました。案件管理から進めましょう');
  });
});
