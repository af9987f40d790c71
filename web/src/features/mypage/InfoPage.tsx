/**
 * 登録情報 (/client/mypage/info, /worker/mypage/info; docs/product/screens.md#registered-info): the
 * signed-in user's own public profile, read from the same endpoint and drawn by the same view as
 * other users get (features/profiles), under a bar saying so, with a 「編集する」 per part leading
 * to that part's edit screen. Whatever the public view shows (reviews, the portfolio) shows here too.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserType } from '@common/options';
import { PageHeader } from '../../components/layout/PageHeader';
import { QueryState } from '../../components/feedback/QueryState';
import { CLIENT, PATHS, WORKER } from '../../lib/paths';
import {
  ClientProfileView,
  WorkerProfileView,
  useClient,
  useWorker,
  type ClientProfileEdit,
  type WorkerProfileEdit,
} from '../profiles';
import { useSession } from '../session';

export const OWN_VIEW_NOTE = 'ほかの利用者にはこのように表示されます';

/** Always fetched again on opening, so an edit just saved shows at once. */
const FRESH = 0;

export const WORKER_EDIT: WorkerProfileEdit = {
  images: WORKER.editImg,
  basic: WORKER.editProfile,
  occupation: WORKER.editOccupation,
  skills: WORKER.editSkills,
  about: WORKER.editAbout,
  listings: WORKER.listings,
  portfolio: WORKER.editPortfolio,
};

/** 会社情報 only for a corporation (as ClientEditMenu). */
export const clientEdit = (corporation: boolean): ClientProfileEdit => ({
  images: CLIENT.editImg,
  basic: CLIENT.editInfo,
  classify: CLIENT.editClassify,
  ...(corporation ? { company: CLIENT.editCorporation } : {}),
  about: CLIENT.editAbout,
});

function InfoFrame({ side, children }: { side: UserType; children: ReactNode }) {
  return (
    <Stack gap="4" pb="calc(24px + env(safe-area-inset-bottom))">
      <PageHeader title="登録情報" back={PATHS[side].mypage} />
      <HStack
        gap="2"
        px="3"
        py="2"
        rounded="lg"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        role="note"
        data-testid="own-view-note"
      >
        <Eye size={16} aria-hidden />
        <Text fontSize="sm" fontWeight="medium">
          {OWN_VIEW_NOTE}
        </Text>
      </HStack>
      {children}
    </Stack>
  );
}

export function ClientInfoPage() {
  const { user } = useSession();
  const query = useClient(user.id, FRESH);
  return (
    <InfoFrame side="client">
      <QueryState query={query} back={{ label: 'マイページへ', to: CLIENT.mypage }}>
        {(client) => <ClientProfileView client={client} edit={clientEdit(client.classify === 'corporation')} />}
      </QueryState>
    </InfoFrame>
  );
}

export function WorkerInfoPage() {
  const { user } = useSession();
  const query = useWorker(user.id, FRESH);
  return (
    <InfoFrame side="worker">
      <QueryState query={query} back={{ label: 'マイページへ', to: WORKER.mypage }}>
        {(worker) => <WorkerProfileView worker={worker} edit={WORKER_EDIT} />}
      </QueryState>
    </InfoFrame>
  );
}
