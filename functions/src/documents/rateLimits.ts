/**
 * rateLimits/{name}_{key}: the times of one action's recent events (failed tries, mails sent) for
 * one key: a user id, the sha256 of an e-mail address (never the address itself), or `all`.
 */
import { ref, type Ref } from './collection';

export interface RateLogDoc {
  at: Date[];
}

export const rateLimitRef = (name: string, key: string): Ref<RateLogDoc> => ref(`rateLimits/${name}_${key}`);
