/** /worker/products/stop: listings the worker stopped. */
import { ListingsList } from './ListingsPage';

export default function StoppedListingsPage() {
  return <ListingsList status="stopped" />;
}
