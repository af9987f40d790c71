/**
 * Sliding-window limits kept in the document store (rateLimits/), so they hold across function
 * instances. A limit is checked and counted in one transaction: parallel requests cannot all pass
 * the check before any of them is counted.
 */
import type { Deps } from '../../ports';
import { ApiError, errors } from '../../http/errors';
import { put, read, type Reader, type Ref, type Writer } from '../../documents/collection';
import { rateLimitRef, type RateLogDoc } from '../../documents/rateLimits';

/** At most `max` events within `windowMs`. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/** A refusal that knows when to come back: 429, and the route sends Retry-After. */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    public readonly retryAt: Date,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** Minutes until `at`, rounded up: for the messages. */
export const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** One event log read inside a transaction; count() and uncount() write, so they follow all reads. */
export class RateLog {
  private constructor(
    private readonly at: Ref<RateLogDoc>,
    private readonly limit: RateWindow,
    private readonly now: Date,
    /** The events within the window, oldest first. */
    private readonly times: Date[],
  ) {}

  static async read(tx: Reader, at: Ref<RateLogDoc>, limit: RateWindow, now: Date): Promise<RateLog> {
    const since = now.getTime() - limit.windowMs;
    const times = ((await read(tx, at))?.at ?? []).filter((d) => d.getTime() > since);
    return new RateLog(
      at,
      limit,
      now,
      times.sort((a, b) => a.getTime() - b.getTime()),
    );
  }

  /** When one more event is allowed, or null when it is allowed now. */
  get blockedUntil(): Date | null {
    const { max, windowMs } = this.limit;
    return this.times.length < max ? null : new Date(this.times[this.times.length - max].getTime() + windowMs);
  }

  /** Adds an event now. Only the newest `max` are kept: older ones decide nothing. */
  count(tx: Writer): void {
    put(tx, this.at, { at: [...this.times, this.now].slice(-this.limit.max) });
  }

  /** Takes back one event counted at `time` (a try that did not fail, a mail that did not go). */
  uncount(tx: Writer, time: Date): void {
    const i = this.times.findIndex((d) => d.getTime() === time.getTime());
    if (i >= 0) put(tx, this.at, { at: this.times.filter((_d, j) => j !== i) });
  }
}

/** Failed tries per user: a try is refused once `max` failures fall within the window. */
export class FailureLimiter {
  constructor(
    private readonly deps: Deps,
    private readonly name: string,
    private readonly limit: RateWindow,
  ) {}

  private refused(retryAt: Date) {
    return new RetryLaterError(errors.rateLimited().message, retryAt);
  }

  /** A read only: answers a blocked caller at once, before the body is looked at. */
  async assertAllowed(uid: string): Promise<void> {
    const log = await RateLog.read(this.deps.store, rateLimitRef(this.name, uid), this.limit, this.deps.clock.now());
    if (log.blockedUntil) throw this.refused(log.blockedUntil);
  }

  /**
   * Counts the try as failed before it is made, in the transaction that checks the limit; the try
   * gives it back with release() unless it did fail. A crash in between leaves it counted.
   */
  async reserve(uid: string): Promise<{ release(): Promise<void> }> {
    const at = rateLimitRef(this.name, uid);
    const now = this.deps.clock.now();
    await this.deps.store.runTransaction(async (tx) => {
      const log = await RateLog.read(tx, at, this.limit, now);
      if (log.blockedUntil) throw this.refused(log.blockedUntil);
      log.count(tx);
    });
    return {
      release: () =>
        this.deps.store.runTransaction(async (tx) => {
          (await RateLog.read(tx, at, this.limit, this.deps.clock.now())).uncount(tx, now);
        }),
    };
  }
}
