/**
 * The id rules for everything that enters from outside and becomes part of a document path: path
 * parameters, cursor values, the Firebase uid and the LINE subject (docs/product/api.md#conventions). No
 * imports: the adapters, http/ and the routes all check against these same rules.
 */

/** Our document ids: the store's random ids (20 of [A-Za-z0-9]), LINE user ids, the demo ids. */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A document id: never a slash, a dot, an empty or over-long value, nor Firestore's reserved __x__. */
export const isDocId = (v: unknown): v is string =>
  typeof v === 'string' && DOC_ID.test(v) && !(v.length > 3 && v.startsWith('__') && v.endsWith('__'));

/** A real LINE user id: 'U' and 32 lowercase hex digits (LINE Login's `sub`). */
const LINE_USER_ID = /^U[0-9a-f]{32}$/;

export const isLineUserId = (v: unknown): v is string => typeof v === 'string' && LINE_USER_ID.test(v);

/**
 * What the local LINE stand-in also accepts: the demo and journey seeds' readable ids
 * (`Udemo-worker-sato`, `Ue2e-market-client`): 'U' and 1 to 60 of [a-z0-9-]. Never in production.
 */
const LOCAL_LINE_USER_ID = /^U[a-z0-9-]{1,60}$/;

export const isLocalLineUserId = (v: unknown): v is string =>
  isLineUserId(v) || (typeof v === 'string' && LOCAL_LINE_USER_ID.test(v));
