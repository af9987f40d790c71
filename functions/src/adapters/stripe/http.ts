/** Stripe Connect through the stripe package. */
import Stripe from 'stripe';
import type { ConnectStatus } from '@common/api';
import type { StripePort } from '../../ports';

export class HttpStripe implements StripePort {
  private readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey);
  }

  async accountStatus(accountId: string): Promise<ConnectStatus> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return account.payouts_enabled && account.details_submitted ? 'success' : 'pending';
  }
}
