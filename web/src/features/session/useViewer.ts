/** The viewer's side and uid: SideGuard keeps the path's side equal to the signed-in user's type. */
import type { UserType } from '@common/options';
import { useSession } from './SessionProvider';

export function useViewer(): { side: UserType; uid: string } {
  const { user } = useSession();
  return { side: user.type === 'worker' ? 'worker' : 'client', uid: user.id };
}
