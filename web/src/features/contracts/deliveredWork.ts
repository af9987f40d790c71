/**
 * The delivered work after 検収: the contract's last 納品 as its history keeps it (message, photos,
 * link), so that both sides (the client downloading the photos) still find it once the contract is
 * completed or paid out. Null before 検収 (the 納品 awaiting it is `contract.delivery`) and for a
 * contract that was never delivered.
 */
import type { DeliveredWork } from '@common/deal';
import type { Contract } from '@common/marketplace';

export function deliveredWork(c: Pick<Contract, 'status' | 'history'>): DeliveredWork | null {
  if (c.status !== 'completed' && c.status !== 'paid_out') return null;
  for (let i = c.history.length - 1; i >= 0; i--) {
    const e = c.history[i];
    if (e.action === 'deliver') return { message: e.note ?? '', at: e.at, images: e.images ?? [], link: e.link ?? null };
  }
  return null;
}
