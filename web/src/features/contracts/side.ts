/** The viewer's side: SideGuard keeps the path's side equal to the signed-in user's type. */
import type { UserType } from '@common/options';
import { useSession } from '../session';

export function useSide(): UserType {
  return useSession().user.type === 'worker' ? 'worker' : 'client';
}
