/** rateLimits/{name}_{uid}: the times of one user's recent failed tries of one action. */
import { ref, type Ref } from './collection';

export interface FailuresDoc {
  at: Date[];
}

export const rateLimitRef = (name: string, uid: string): Ref<FailuresDoc> => ref(`rateLimits/${name}_${uid}`);
