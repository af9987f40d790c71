/** …/mypage/edit/img: profile and background pictures, uploaded as soon as they are chosen. */
import { Text } from '@chakra-ui/react';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import { useSession } from '../session';
import { ImagePicker } from '../../components/forms/ImagePicker';
import { notify } from '../../components/feedback/toaster';
import { EditScreen } from './editing';

export function EditImages({ side }: { side: UserType }) {
  const { user, images, profiles, refetch } = useSession();
  const uploaded = (kind: ImageKind) => () => {
    notify.success(kind === 'profile' ? 'プロフィール画像を更新しました' : '背景画像を更新しました');
    // The session carries the update times that every avatar uses as ?v=.
    void refetch();
  };
  const name = profiles[side]?.name;
  return (
    <EditScreen side={side} title="画像">
      <Text fontSize="sm" color="fg.muted">
        画像を選ぶとすぐに保存されます（5MBまで）。
      </Text>
      <ImagePicker
        uid={user.id}
        side={side}
        kind="profile"
        version={images[`${side}/profile`] ?? null}
        name={name}
        onUploaded={uploaded('profile')}
      />
      <ImagePicker
        uid={user.id}
        side={side}
        kind="background"
        version={images[`${side}/background`] ?? null}
        onUploaded={uploaded('background')}
      />
    </EditScreen>
  );
}
