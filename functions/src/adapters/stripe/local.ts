/**
 * Local Stripe stand-in for the calls the API makes. Connected accounts live in the document store
 * (_stripeLocal/{accountId}) so that demo data can hold accounts in each state.
 */
import type { ConnectStatus } from '@common/api';
import type { DocumentStore, StripePort } from '../../ports';

export interface LocalStripeAccount {
  payoutsEnabled: boolean;
}

export class LocalStripe implements StripePort {
  constructor(private readonly store: DocumentStore) {}

  async accountStatus(accountId: string): Promise<ConnectStatus> {
    const account = await this.store.get<LocalStripeAccount>(`_stripeLocal/${accountId}`);
    if (!account) return 'none';
    return account.payoutsEnabled ? 'success' : 'pending';
  }
}
