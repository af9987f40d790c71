/** /worker/mypage: the worker's profile (picture, name, classification, occupation, skills, introduction). */
import { Text } from '@chakra-ui/react';
import { useSession } from '../session';
import { DetailText } from '../../components/display/DetailText';
import { SkillChips } from '../../components/display/SkillChips';
import { MypageView } from './MypageView';
import { Section } from './ProfileHeader';

export default function WorkerMypage() {
  const profile = useSession().profiles.worker;
  return (
    <MypageView side="worker" profile={profile && { ...profile, subtitle: profile.occupation }}>
      {profile && (
        <>
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
      )}
    </MypageView>
  );
}
