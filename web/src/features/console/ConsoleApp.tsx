/**
 * The operations console (docs/product/admin.md#console): a lazy part of the web app at /console that
 * users never download (app/Root.tsx loads it only on these paths), outside the users' gates and tab
 * bar. The server decides who is an admin (GET /admin/me; every /admin route checks the claim): anyone
 * else sees only that the page is for admins.
 */
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SIDE_TOP } from '@common/paths';
import { CONSOLE } from '@common/consolePaths';
import { ApiRequestError } from '../../lib/api/client';
import { QueryProvider } from '../../lib/query/QueryProvider';
import { FullScreenSpinner } from '../../components/layout/FullScreenSpinner';
import { LoadError } from '../../components/feedback/LoadError';
import { useSession } from '../session';
import { ConsoleLayout } from './ConsoleLayout';
import { useAdminMe } from './queries';

const OverviewPage = lazy(() => import('./OverviewPage'));
const AuditPage = lazy(() => import('./AuditPage'));
const RichMenusPage = lazy(() => import('./RichMenusPage'));
const WorkerRequestsPage = lazy(() => import('./workerRequests/WorkerRequestsPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const UserPage = lazy(() => import('./users/UserPage'));
const MoneyPage = lazy(() => import('./money/MoneyPage'));
const PartnersPage = lazy(() => import('./partners/PartnersPage'));
const NoticesPage = lazy(() => import('./notices/NoticesPage'));
const ModerationPage = lazy(() => import('./moderation/ModerationPage'));

function NotFound() {
  return (
    <Stack gap="2" py="10" textAlign="center">
      <Heading as="h1" size="lg">
        ページが見つかりません
      </Heading>
      <Text color="fg.muted">左のメニュー（スマートフォンでは上のメニュー）から画面を選んでください。</Text>
    </Stack>
  );
}

function NotAdmin() {
  const { user } = useSession();
  const home = user.type ? SIDE_TOP[user.type] : '/';
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="4" maxW="420px" textAlign="center">
        <Heading as="h1" size="lg">
          管理者のみ利用できます
        </Heading>
        <Text color="fg.muted">このページは運営の管理者専用です。アプリに戻ってご利用ください。</Text>
        <Button asChild colorPalette="teal" minH="44px">
          <a href={home}>アプリに戻る</a>
        </Button>
      </Stack>
    </Center>
  );
}

/** The console's screens (route objects, as app/routes.tsx: the JSX route API would add to the shared router chunk). */
function ConsoleRoutes() {
  return useRoutes([
    { path: CONSOLE.overview, element: <OverviewPage /> },
    { path: CONSOLE.workerRequests, element: <WorkerRequestsPage /> },
    { path: CONSOLE.users, element: <UsersPage /> },
    { path: CONSOLE.user, element: <UserPage /> },
    { path: CONSOLE.money, element: <MoneyPage /> },
    { path: CONSOLE.partners, element: <PartnersPage /> },
    { path: CONSOLE.notices, element: <NoticesPage /> },
    { path: CONSOLE.moderation, element: <ModerationPage /> },
    { path: CONSOLE.richMenus, element: <RichMenusPage /> },
    { path: CONSOLE.audit, element: <AuditPage /> },
    { path: '*', element: <NotFound /> },
  ]);
}

function Console() {
  const me = useAdminMe();
  if (me.error instanceof ApiRequestError && (me.error.status === 403 || me.error.status === 401)) return <NotAdmin />;
  if (me.error)
    return (
      <Center minH="100dvh" p="6">
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      </Center>
    );
  if (!me.data) return <FullScreenSpinner />;
  return (
    <ConsoleLayout uid={me.data.uid}>
      <Suspense fallback={<FullScreenSpinner />}>
        <ConsoleRoutes />
      </Suspense>
    </ConsoleLayout>
  );
}

export default function ConsoleApp() {
  return (
    <BrowserRouter>
      <QueryProvider>
        <Console />
      </QueryProvider>
    </BrowserRouter>
  );
}
