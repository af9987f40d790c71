/**
 * Message rooms (docs/product/states.md#rooms): who may open one (its two parties; to anyone else it does
 * not exist), the caller's room lists, a room's detail and the unread badges.
 */
import { roomMessages, type Badges, type RoomDetail, type RoomSummary } from '@common/rooms';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { countUnread } from '../../documents/notifications';
import { everyRoomOf, rooms, roomsOfMember, type RoomDoc } from '../../documents/rooms';
import type { Reader } from '../../documents/collection';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { phaseOf, roomState, toDetail, toSummary, type Phase } from './model';
import { roleIn } from '../../policies';

export interface RoomSettings {
  readOnlyDays: number;
}

/** Cursor of the room lists: updatedAt, then the id. */
export const ROOM_CURSOR = ['date', 'string'] as const;

/** The room when the uid is one of its parties; otherwise 404, whether it exists or not. */
export async function roomFor(r: Reader, uid: string, id: string): Promise<RoomDoc> {
  const room = await rooms.get(r, id);
  if (!room || !roleIn(room, uid)) throw errors.notFound(roomMessages.notFound);
  return room;
}

/** Routes call this before validating a body: a stranger learns nothing from a 400. */
export async function assertParty(deps: Deps, uid: string, id: string): Promise<void> {
  await roomFor(deps.store, uid, id);
}

/** The room and its contract, for a party. */
export async function roomAndContract(deps: Deps, uid: string, id: string): Promise<[RoomDoc, ContractDoc | null]> {
  const room = await roomFor(deps.store, uid, id);
  return [room, await contracts.get(deps.store, room.contractId)];
}

const profilesFor = (deps: Deps, docs: RoomDoc[]) =>
  loadPublicProfiles(deps, { clients: docs.map((r) => r.clientId), workers: docs.map((r) => r.workerId) });

/**
 * The caller's rooms in one phase (ongoing, or finished: completed, paid out or cancelled), latest
 * activity first. Rooms stored before the phase existed have none: their contract's status decides.
 */
export async function listRooms(
  deps: Deps,
  settings: RoomSettings,
  uid: string,
  state: 'ongoing' | 'completed',
  after: unknown[] | undefined,
): Promise<Page<RoomSummary>> {
  const want: Phase = state === 'ongoing' ? 'ongoing' : 'finished';
  const page = await scanPage({
    fetch: roomsOfMember(deps.store, uid),
    cursorOf: (d) => [d.data.updatedAt, d.data.id],
    after,
    keep: async (docs) => {
      const legacy = docs.filter((d) => !d.data.phase).map((d) => d.data.contractId);
      const found = new Map((await contracts.getMany(deps.store, legacy)).flatMap((c) => (c ? [[c.id, c] as const] : [])));
      return docs.map((d) => phaseOf(d.data, found.get(d.data.contractId) ?? null) === want);
    },
  });
  const docs = page.items.map((d) => d.data);
  const [found, profiles] = await Promise.all([
    contracts.getMany(
      deps.store,
      docs.map((d) => d.contractId),
    ),
    profilesFor(deps, docs),
  ]);
  const now = deps.clock.now();
  const items = docs.map((room, i) =>
    toSummary(room, roomState(room, found[i], now, settings.readOnlyDays), uid, profiles, found[i]),
  );
  return { items, nextCursor: page.nextCursor };
}

export async function getRoom(deps: Deps, settings: RoomSettings, uid: string, id: string): Promise<RoomDetail> {
  const [room, contract] = await roomAndContract(deps, uid, id);
  const profiles = await profilesFor(deps, [room]);
  return toDetail(room, contract, roomState(room, contract, deps.clock.now(), settings.readOnlyDays), uid, profiles);
}

/** Unread messages over all the caller's rooms, and unread notices. */
export async function badges(deps: Deps, uid: string): Promise<Badges> {
  const [mine, notices] = await Promise.all([everyRoomOf(deps.store, uid), countUnread(deps.store, uid)]);
  const messages = mine.reduce((sum, r) => sum + Math.max(0, r.data.unread?.[uid] ?? 0), 0);
  return { messages, notices };
}
