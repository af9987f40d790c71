/** /client/mypage: the client's profile as others see it, with the way to edit it and the my-page menu. */
import { Link as ChakraLink } from '@chakra-ui/react';
import { useSession } from '../session';
import { DetailText } from '../../components/display/DetailText';
import { InfoList } from '../../components/display/InfoList';
import { MypageView } from './MypageView';
import { Section } from './ProfileHeader';

export default function ClientMypage() {
  const profile = useSession().profiles.client;
  return (
    <MypageView side="client" profile={profile && { ...profile, subtitle: profile.corporationInfo?.companyName }}>
      {profile && (
        <>
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
                    <ChakraLink
                      href={profile.corporationInfo.hpURL}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="blue.600"
                      wordBreak="break-all"
                      minH="44px"
                      alignItems="center"
                    >
                      {profile.corporationInfo.hpURL}
                    </ChakraLink>
                  ),
                },
              ]}
            />
          )}
        </>
      )}
    </MypageView>
  );
}
