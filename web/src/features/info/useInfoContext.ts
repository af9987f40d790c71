/**
 * The side (from the path: every information page lives under a side's my page, and SideGuard keeps
 * that side equal to the user's own) and the brand names.
 */
import { useLocation } from 'react-router-dom';
import type { UserType } from '@common/options';
import { config } from '../../lib/config';
import { WORKER } from '../../lib/paths';
import { useSession } from '../session';
import type { InfoContext } from './model';

export function useInfoContext(): InfoContext {
  const { pathname } = useLocation();
  const { user } = useSession();
  const side: UserType = pathname.startsWith(WORKER.mypage) ? 'worker' : 'client';
  return { brand: config, side, displayName: user.lineDisplayName };
}
