/** /worker/mypage: the worker's profile (picture, name, classification, occupation, skills, introduction). */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { DetailText, PageHeader, SkillChips } from '../marketplace-ui';
import { classifyLabel } from './ClientMypage';
import { MypageMenu } from './MypageMenu';
import { ProfileHeader, Section } from './ProfileHeader';

export default function WorkerMypage() {
  const { user, profiles, images } = useSession();
  const profile = profiles.worker;
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="マイページ" />
      {profile ? (
        <>
          <ProfileHeader
            uid={user.id}
            side="worker"
            images={images}
            name={profile.name}
            subtitle={profile.occupation}
            badges={['受注者', classifyLabel(profile.classify)]}
          />
          <Button asChild variant="outline" size="lg" minH="48px">
            <Link to="/worker/mypage/edit">
              <Pencil size={18} />
              プロフィールを編集
            </Link>
          </Button>
          <Section title="スキル">
            {profile.skills.length ? (
              <SkillChips skills={profile.skills} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                まだスキルが登録されていません
              </Text>
            )}
          </Section>
          <Section title="自己紹介">
            <DetailText value={profile.detail} />
          </Section>
        </>
      ) : (
        <Text color="fg.muted">プロフィールが登録されていません。</Text>
      )}
      <MypageMenu side="worker" />
    </Stack>
  );
}
