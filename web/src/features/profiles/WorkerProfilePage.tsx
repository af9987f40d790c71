/**
 * /client/search/workers/:id: a worker's public profile with their listings and portfolio (the
 * profile itself is WorkerProfileView.tsx, which the worker's own 登録情報 renders too). The back
 * link returns to the client screen that opened it (search result, applicants, contract), passed as
 * location state `from`.
 */
import { Stack } from '@chakra-ui/react';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { useWorker } from './queries';
import { WorkerProfileView } from './WorkerProfileView';

/** Only a client screen is a place to go back to; anything else falls back to the search. */
const isClientScreen = (path: string) => Object.values(CLIENT).some((pattern) => matchPath(pattern, path.split('?')[0]));

export default function WorkerProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const back = from && isClientScreen(from) ? from : CLIENT.search;
  const query = useWorker(id);

  return (
    <Stack gap="5">
      <PageHeader title="プロフィール" back={back} />
      <QueryState query={query} back={{ label: '戻る', to: back }}>
        {(w) => <WorkerProfileView worker={w} />}
      </QueryState>
    </Stack>
  );
}
