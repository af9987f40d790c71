/** rooms/{contractId}: the message room of a contract's two parties, opened with the contract. */
import { collection } from './collection';

export interface RoomDoc {
  id: string;
  contractId: string;
  jobId: string;
  clientId: string;
  workerId: string;
  /** Both parties, for "my rooms" queries (array-contains). */
  members: string[];
  title: string;
  /** 'closed' once the contract is cancelled: the room is read-only then. */
  status: 'open' | 'closed';
  lastMessageAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const rooms = collection<RoomDoc>('rooms');
export const roomPath = (contractId: string) => rooms.ref(contractId).path;
