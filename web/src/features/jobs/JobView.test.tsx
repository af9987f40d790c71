/** A job ad says when it was posted and when it last changed (docs/product/law.md#accurate-job-ads-12条). */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { Job } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { JobView } from './JobView';

const job: Job = {
  id: 'j1',
  clientId: 'Uclient',
  title: 'ヘアカタログ撮影',
  description: '新作スタイルの撮影',
  occupation: 'カメラマン',
  skills: [],
  reward: 30_000,
  applicationDeadline: '2099-12-01',
  deliveryDate: '2099-12-20',
  placeType: 'remote',
  capacity: 1,
  status: 'published',
  applicantCount: 0,
  acceptedCount: 0,
  // 15:30 UTC is the next day in Japan.
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-05T15:30:00.000Z',
  client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
  fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
};

it('shows the date it was posted and the date it last changed, in Japan time', () => {
  render(
    <ChakraProvider value={system}>
      <JobView job={job} />
    </ChakraProvider>,
  );
  expect(screen.getByTestId('job-dates').textContent).toBe('掲載日 2026年11月1日・最終更新 2026年11月6日');
});

it('says the reward is tax included, in the headline and in its row (docs/product/screens.md#amounts-and-tax)', () => {
  render(
    <ChakraProvider value={system}>
      <JobView job={job} />
    </ChakraProvider>,
  );
  expect(screen.getByTestId('job-reward').textContent).toBe('30,000円');
  expect(screen.getByTestId('job-reward').nextSibling?.textContent).toBe('税込 / 1人');
  expect(screen.getByText('30,000円（1人あたり・税込）')).toBeTruthy();
});
