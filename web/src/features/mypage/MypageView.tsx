/**
 * What both my-pages share: the page header, the offer to add the official account (only to users
 * who have not, see features/notices), the profile header with the edit button and the side's
 * sections (`children`), or a note while no profile is registered; the menu last.
 * Props: `side`, `profile` (name, classify, `subtitle?`; null when not registered), `children`.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Classify, UserType } from '@common/options';
import { FriendBanner } from '../notices';
import { useSession } from '../session';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS } from '../../lib/paths';
import { classifyLabel } from '../profiles';
import { MypageMenu } from './MypageMenu';
import { ProfileHeader } from './ProfileHeader';

const SIDE_LABEL: Record<UserType, string> = { client: '発注者', worker: '受注者' };

export function MypageView(props: {
  side: UserType;
  profile: { name: string; classify: Classify; subtitle?: ReactNode } | null;
  children: ReactNode;
}) {
  const { side, profile, children } = props;
  const { user, images, workerAccess } = useSession();
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="マイページ" />
      <FriendBanner />
      {profile ? (
        <>
          <ProfileHeader
            uid={user.id}
            side={side}
            images={images}
            name={profile.name}
            subtitle={profile.subtitle}
            badges={[SIDE_LABEL[side], classifyLabel(profile.classify)]}
          />
          <Button asChild variant="outline" size="lg" minH="48px">
            <Link to={PATHS[side].edit}>
              <Pencil size={18} />
              プロフィールを編集
            </Link>
          </Button>
          {children}
        </>
      ) : (
        <Text color="fg.muted">プロフィールが登録されていません。</Text>
      )}
      <MypageMenu side={side} workerAccess={workerAccess} />
    </Stack>
  );
}
