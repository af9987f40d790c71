/**
 * A user sees only their own side: the other side's routes (and /) lead to their side's top. The
 * root with a permanent link's liff.state (which liff.init() normally follows before the app
 * starts) goes on to that in-app path instead.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { UserType } from '@common/options';
import { SIDE_TOP } from '../lib/paths';
import { liffStateTarget } from '../lib/line/deepLink';
import { useSession } from '../features/session/SessionProvider';

export function SideGuard({ side }: { side?: UserType }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const own = user.type ?? 'client';
  if (!side) return <Navigate to={liffStateTarget(search) ?? SIDE_TOP[own]} replace />;
  if (side !== own) return <Navigate to={SIDE_TOP[own]} replace />;
  // /client and /worker alone go to the side's top.
  if (pathname === `/${side}` || pathname === `/${side}/`) return <Navigate to={SIDE_TOP[side]} replace />;
  return <Outlet />;
}
