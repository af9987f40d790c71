/**
 * Counts failed tries per user in the document store, so the limit holds across function instances.
 * A try is refused (429) once `max` failures fall within the last `windowMs`.
 */
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { put, read } from '../../documents/collection';
import { rateLimitRef, type FailuresDoc } from '../../documents/rateLimits';

export class FailureLimiter {
  constructor(
    private readonly deps: Deps,
    private readonly name: string,
    private readonly opts: { max: number; windowMs: number },
  ) {}

  private recent(doc: FailuresDoc | null): Date[] {
    const since = this.deps.clock.now().getTime() - this.opts.windowMs;
    return (doc?.at ?? []).filter((d) => d.getTime() > since);
  }

  async assertAllowed(uid: string): Promise<void> {
    const doc = await read(this.deps.store, rateLimitRef(this.name, uid));
    if (this.recent(doc).length >= this.opts.max) throw errors.rateLimited();
  }

  async recordFailure(uid: string): Promise<void> {
    await this.deps.store.runTransaction(async (tx) => {
      const at = rateLimitRef(this.name, uid);
      const doc = await read(tx, at);
      put(tx, at, { at: [...this.recent(doc), this.deps.clock.now()] });
    });
  }
}
