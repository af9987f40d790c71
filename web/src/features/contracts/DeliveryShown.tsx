/** DeliverySection's chunk: the 納品 awaiting 検収 (the client's review), or the work kept after it. */
import type { Contract } from '@common/marketplace';
import { DeliveryCard } from './DeliveryCard';
import { deliveredWork } from './deliveredWork';
import { DeliveryReview } from './DeliveryReview';

export default function DeliveryShown({ contract: c, side }: { contract: Contract; side: 'client' | 'worker' }) {
  if (c.delivery) {
    return side === 'client' ? (
      <DeliveryReview contract={{ ...c, delivery: c.delivery }} />
    ) : (
      <DeliveryCard delivery={c.delivery} roomId={c.roomId} />
    );
  }
  const work = deliveredWork(c);
  return work ? <DeliveryCard delivery={work} roomId={c.roomId} /> : null;
}
