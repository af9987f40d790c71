/**
 * stripeKeys/{base}: the idempotency-key generation of one logical Stripe operation (a contract's
 * transfer, a refund, a Checkout attempt, a worker's account). features/money/keys.ts is the only
 * writer: the key in use is the base plus its generation, which moves on after a failed call.
 */
import { collection } from './collection';

export interface StripeKeyDoc {
  base: string;
  /** 0: the key is the base itself; n: `${base}-r${n}`. */
  generation: number;
  /** When the current generation was first sent (Stripe forgets a key after 24 hours). */
  sentAt: Date;
  failures: number;
  lastError: string | null;
  lastFailedAt: Date | null;
}

export const stripeKeys = collection<StripeKeyDoc>('stripeKeys');
