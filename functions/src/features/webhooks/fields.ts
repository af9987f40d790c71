/**
 * Readers of a Stripe event's object: fields arrive as JSON of a shape we do not control, so each is
 * read with the type it must have, or as absent (null, or 0 for an amount).
 */
export type Obj = Record<string, unknown>;

/** A non-empty string, else null. */
export const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** A finite number, else 0. */
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A whole number (Stripe's amounts and times), else null. */
export const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** One metadata value set by us when the object was made. */
export const metadataOf = (o: Obj, key: string): string | null => {
  const m = o.metadata;
  return typeof m === 'object' && m !== null ? str((m as Obj)[key]) : null;
};

/** An id field that Stripe sends as an id or, expanded, as the object. */
export const idOf = (v: unknown): string | null => str(v) ?? (typeof v === 'object' && v !== null ? str((v as Obj).id) : null);
