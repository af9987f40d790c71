/** The initial setup (docs/product/screens.md#initial-setup): choose a side, then that side's onboarding. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { UserType } from '@common/options';
import { useSession } from '../session';
import { FullScreenSpinner } from '../../components/layout/FullScreenSpinner';
import { loadDeferredRecipes } from '../../components/theme/system';
import type { Wizard } from './RoutedWizard';
import { workerAccessEntryLabel } from './workerAccess/labels';

/** A wizard with the router it navigates in (./RoutedWizard.tsx), both fetched when a side is chosen. */
function routedWizard(load: () => Promise<{ default: Wizard }>) {
  return lazy(async () => {
    const [{ default: Steps }, { RoutedWizard }] = await Promise.all([load(), import('./RoutedWizard')]);
    return { default: ({ onExit }: { onExit: () => void }) => <RoutedWizard wizard={Steps} onExit={onExit} /> };
  });
}

const ClientOnboarding = routedWizard(() => import('./client/ClientOnboarding'));
const WorkerOnboarding = routedWizard(() => import('./worker/WorkerOnboarding'));
/** The request to work as a 受注者: its own chunk, fetched when the link is tapped. */
const WorkerAccessGate = lazy(() => import('./workerAccess/WorkerAccessGate'));

export default function InitialSetup() {
  const { user, workerAccess } = useSession();
  const [side, setSide] = useState<UserType | null>(null);
  const [requesting, setRequesting] = useState(false);
  /** The wizards use recipes the first screens' theme leaves out: fetched alongside the wizard's chunk. */
  const choose = (next: UserType) => {
    loadDeferredRecipes().catch(() => undefined);
    setSide(next);
  };

  if (requesting) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <WorkerAccessGate onExit={() => setRequesting(false)} />
      </Suspense>
    );
  }

  if (side) {
    const back = () => setSide(null);
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        {side === 'client' ? <ClientOnboarding onExit={back} /> : <WorkerOnboarding onExit={back} />}
      </Suspense>
    );
  }

  return (
    <Stack gap="6" pt="8" as="section">
      <Heading as="h1" size="lg">
        初期設定を進めます
      </Heading>
      <Text fontSize="sm">ご利用になる立場を選んでください。あとから変更することはできません。</Text>
      <Stack gap="3">
        <Button size="xl" colorPalette="orange" minH="64px" onClick={() => choose('client')}>
          発注者側
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="-1">
          案件を掲載し、カメラマンなどに仕事を依頼します
        </Text>
        <Button size="xl" colorPalette="teal" minH="64px" disabled={!user.isWorker} onClick={() => choose('worker')}>
          受注者側
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="-1">
          {user.isWorker ? '案件に応募し、仕事を受注します' : '受注者側のご利用には運営の承認が必要です'}
        </Text>
        {!user.isWorker && (
          <Button
            variant="plain"
            colorPalette="teal"
            minH="44px"
            alignSelf="center"
            textDecoration="underline"
            onClick={() => {
              loadDeferredRecipes().catch(() => undefined);
              setRequesting(true);
            }}
          >
            {workerAccessEntryLabel(workerAccess)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
