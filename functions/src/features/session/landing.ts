/**
 * The landing screen's first data inside POST /liff/session/verify (docs/product/api.md#session-preload): a
 * returning user's first card then waits for one API round trip, and Firebase Auth signs in after the first
 * paint. Each answer is what the GET route it stands for would answer this caller (same service call, same
 * checks); one that would fail is left out, and the page asks for it itself and shows that error.
 */
import { landingRequests, landingScreen, type LandingScreen } from '@common/landing';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import type { UserDoc } from '../../documents/users';
import { isDocId } from '../../ids';
import { canHire } from '../../policies';
import { searchJobs, listClientJobs } from '../jobs';
import { getContract } from '../contracts';
import { badges, getRoom, listMessages } from '../rooms';

type Settings = Pick<Config, 'deal' | 'rooms'>;

/** The answers of one landing screen's GETs, in landingRequests order. */
function answers(deps: Deps, settings: Settings, actor: Actor, screen: LandingScreen): Promise<unknown>[] {
  const badgeCounts = () => badges(deps, actor.uid);
  switch (screen.kind) {
    case 'openJobs':
      return [badgeCounts(), searchJobs(deps, actor, {}, undefined)];
    case 'clientJobs':
      return [
        badgeCounts(),
        canHire(actor.user) ? listClientJobs(deps, actor, 'published', undefined) : Promise.reject(new Error('clients only')),
      ];
    case 'contract': {
      // Opening a contract reads its notices (features/notices/service.ts): counted once they are.
      const contract = getContract(deps, settings.deal, actor, screen.id);
      return [contract.then(badgeCounts, badgeCounts), contract];
    }
    case 'room':
      return [badgeCounts(), getRoom(deps, settings.rooms, actor.uid, screen.id), listMessages(deps, actor.uid, screen.id, null)];
  }
}

/** Preloaded answers by API path, or undefined when `landing` is no preloaded screen for this user. */
export async function preloadLanding(
  deps: Deps,
  settings: Settings,
  actor: Actor,
  landing: string | undefined,
): Promise<Record<string, unknown> | undefined> {
  const { user } = actor;
  if (!landing || !isReturning(user)) return undefined;
  const screen = landingScreen(user.type, landing);
  if (!screen || ('id' in screen && !isDocId(screen.id))) return undefined;
  const paths = landingRequests(screen);
  const settled = await Promise.allSettled(answers(deps, settings, actor, screen));
  const preloaded: Record<string, unknown> = {};
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') preloaded[paths[i]] = r.value;
  });
  return preloaded;
}

/**
 * Past both gates (verified, side chosen) and not suspended (docs/product/admin.md#suspension: the
 * pages behind them answer 403): the pages behind them are the ones with data.
 */
function isReturning(user: UserDoc): user is UserDoc & { type: NonNullable<UserDoc['type']> } {
  return user.isActive && !!user.type && !user.suspension;
}
