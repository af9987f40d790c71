/** /client/mypage: the client's profile as others see it, with the way to edit it and the my-page menu. */
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CLASSIFY_OPTIONS } from '@common/index';
import { useSession } from '../../session/SessionProvider';
import { DetailText, InfoList, PageHeader } from '../marketplace-ui';
import { MypageMenu } from './MypageMenu';
import { ProfileHeader, Section } from './ProfileHeader';

export const classifyLabel = (v: string) => CLASSIFY_OPTIONS.find((o) => o.value === v)?.label ?? '';

export default function ClientMypage() {
  const { user, profiles, images } = useSession();
  const profile = profiles.client;
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="マイページ" />
      {profile ? (
        <>
          <ProfileHeader
            uid={user.id}
            side="client"
            images={images}
            name={profile.name}
            subtitle={profile.corporationInfo?.companyName}
            badges={['発注者', classifyLabel(profile.classify)]}
          />
          <Button asChild variant="outline" size="lg" minH="48px">
            <Link to="/client/mypage/edit">
              <Pencil size={18} />
              プロフィールを編集
            </Link>
          </Button>
          <Section title={profile.classify === 'corporation' ? '会社概要' : '自己紹介'}>
            <DetailText value={profile.detail} />
          </Section>
          {profile.corporationInfo && (
            <InfoList
              items={[
                { label: '会社名', value: profile.corporationInfo.companyName },
                { label: '設立日', value: profile.corporationInfo.establishmentDate },
                { label: '住所', value: profile.corporationInfo.address },
                {
                  label: 'ホームページ',
                  value: (
                    <ChakraLink href={profile.corporationInfo.hpURL} target="_blank" rel="noopener noreferrer" color="blue.600" wordBreak="break-all">
                      {profile.corporationInfo.hpURL}
                    </ChakraLink>
                  ),
                },
              ]}
            />
          )}
        </>
      ) : (
        <Text color="fg.muted">プロフィールが登録されていません。</Text>
      )}
      <MypageMenu side="client" />
    </Stack>
  );
}
