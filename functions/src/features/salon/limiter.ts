/**
 * Counts failed tries per user in the document store, so the limit holds across function instances.
 * A try is refused (429) once `max` failures fall within the last `windowMs`.
 */
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';

interface Failures {
  at: Date[];
}

export class FailureLimiter {
  constructor(
    private readonly deps: Deps,
    private readonly name: string,
    private readonly opts: { max: number; windowMs: number },
  ) {}

  private path(uid: string) {
    return `rateLimits/${this.name}_${uid}`;
  }

  private recent(doc: Failures | null): Date[] {
    const since = this.deps.clock.now().getTime() - this.opts.windowMs;
    return (doc?.at ?? []).filter((d) => d.getTime() > since);
  }

  async assertAllowed(uid: string): Promise<void> {
    const doc = await this.deps.store.get<Failures>(this.path(uid));
    if (this.recent(doc).length >= this.opts.max) throw errors.rateLimited();
  }

  async recordFailure(uid: string): Promise<void> {
    await this.deps.store.runTransaction(async (tx) => {
      const doc = await tx.get<Failures>(this.path(uid));
      tx.set(this.path(uid), { at: [...this.recent(doc), this.deps.clock.now()] });
    });
  }
}
