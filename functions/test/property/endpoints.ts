/**
 * Every body endpoint of the API (functions/src/features/* /routes.ts), its callers, its valid
 * bodies, and what a success must have stored: exactly what the shared schema validated.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type * as yup from 'yup';
import { detailToStored } from '@common/api';
import { completeProcessSchema, deliverSchema, loginUrlSchema, optionalReasonSchema, reasonSchema } from '@common/dealSchemas';
import { getPaymentUrlSchema } from '@common/payments';
import { portfolioWorkPatchSchema, portfolioWorkSchema } from '@common/portfolio';
import { messageInputSchema, readSchema } from '@common/roomSchemas';
import { reviewInputSchema } from '@common/reviews';
import { clientProfileSchema } from '@common/schemas/clientProfile';
import { applicationInputSchema, jobInputSchema, listingInputSchema } from '@common/schemas/marketplace';
import { salonCodeSchema, salonVerifySchema, sessionVerifySchema } from '@common/schemas/verification';
import { workerProfileSchema } from '@common/schemas/workerProfile';
import { corporateCheckDigit } from '@common/invoiceNumber';
import { invoiceRegistrationSchema } from '@common/schemas/invoiceRegistration';
import {
  validApplicationInput,
  validClientProfile,
  validJobInput,
  validListingInput,
  validSalonVerify,
  validWorkerProfile,
} from '../../../common/test/property/arbitraries';
import { addressWrongRef, allWrongRef } from '../../src/features/salon/addressLimits';
import type { Caller, CallerName, Dump, Method, Sent, World } from './world';

export interface SuccessContext {
  w: World;
  caller: Caller;
  /** The JSON the app parsed (a success for anything else is itself a problem). */
  body: unknown;
  before: Dump;
  after: Dump;
  res: Sent;
}

export interface Endpoint {
  method: Method;
  /** The Express route, as appRoutes() lists it. */
  route: string;
  path(w: World): string;
  /** JSON body endpoints, action endpoints that take none, or a raw upload. */
  kind: 'json' | 'none' | 'raw';
  callers: CallerName[];
  /** Field paths hostile values go into. */
  fields: string[];
  valid?(w: World): fc.Arbitrary<Record<string, unknown>>;
  /** Documents a refusal may change: failure counters the rules keep on purpose. */
  mayChangeOnRefusal?(w: World, caller: Caller): string[];
  /** Problems with a 2xx: what was stored against what the schema validated. */
  onSuccess?(c: SuccessContext): Promise<string[]>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function validated(
  schema: yup.AnySchema,
  body: unknown,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; problem: string }> {
  try {
    return {
      ok: true,
      value: (await schema.validate(body, { abortEarly: false, stripUnknown: false })) as Record<string, unknown>,
    };
  } catch (e) {
    return {
      ok: false,
      problem: `a success for a body the shared schema refuses: ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`,
    };
  }
}

const differs = (what: string, stored: unknown, expected: unknown) =>
  isDeepStrictEqual(stored, expected)
    ? []
    : [`stored ${what} ${JSON.stringify(stored)?.slice(0, 120)} but validated ${JSON.stringify(expected)?.slice(0, 120)}`];

/** Number fields must have arrived as JSON numbers ("1988", [6], " 14 " are refused). */
const numbersWereNumbers = (body: unknown, fields: readonly string[]) =>
  isRecord(body)
    ? fields
        .filter((f) => body[f] !== undefined && typeof body[f] !== 'number')
        .map((f) => `a success although ${f} was sent as ${JSON.stringify(body[f])}`)
    : [];

/** Stored fields equal to the validated ones. */
const storedAs = (doc: Record<string, unknown> | undefined, dto: Record<string, unknown>, fields: readonly string[]) =>
  doc ? fields.flatMap((f) => differs(f, doc[f], dto[f])) : ['a success that stored no document'];

const doc = (d: Dump, path: string) => d[path] as Record<string, unknown> | undefined;
const idOf = (res: Sent) => (isRecord(res.body) && typeof res.body.id === 'string' ? res.body.id : '');

const JOB_FIELDS = [
  'title',
  'description',
  'occupation',
  'skills',
  'reward',
  'applicationDeadline',
  'deliveryDate',
  'placeType',
  'address',
  'capacity',
];
const LISTING_FIELDS = ['title', 'description', 'price'];

/** A PATCH success: every sent field is known, valid against the stored others, and stored as validated. */
async function patched(
  schema: yup.AnyObjectSchema,
  c: SuccessContext,
  path: string,
  fields: string[],
  numbers: string[],
): Promise<string[]> {
  if (!isRecord(c.body)) return ['a success for a body that is not an object'];
  const before = doc(c.before, path);
  const after = doc(c.after, path);
  if (!before || !after) return ['a success without the document'];
  const current = Object.fromEntries(fields.filter((f) => before[f] !== undefined).map((f) => [f, before[f]]));
  const merged = { ...current, ...c.body };
  const problems = numbersWereNumbers(c.body, numbers);
  for (const k of Object.keys(c.body)) {
    if (!fields.includes(k)) {
      problems.push(`a success with the unknown field ${JSON.stringify(k)}`);
      continue;
    }
    if (JSON.stringify(c.body[k]) === JSON.stringify(current[k])) continue;
    let expected: unknown;
    try {
      expected = await schema.validateAt(k, merged);
    } catch (e) {
      problems.push(`a success although ${k} is refused: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    if (k === 'address' && after.placeType !== 'onsite') continue;
    problems.push(...differs(k, after[k], expected));
  }
  return problems;
}

export const JSON_ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    route: '/liff/session/verify',
    path: () => '/liff/session/verify',
    kind: 'json',
    callers: ['anonymous', 'client'],
    fields: ['idToken', 'landing'],
    // The landing screen (docs/product/api.md#session-preload): any path of ours or none; preloading
    // reads, it never writes.
    valid: (w) =>
      fc.record(
        {
          idToken: fc.constantFrom(...w.lineTokens),
          landing: fc.oneof(
            fc.constantFrom('/', '/worker/projects', '/client/products', '/worker/messages/x1', '/client/project-managements/x1'),
            fc.string({ maxLength: 80 }).map((s) => `/${s}`),
          ),
        },
        { requiredKeys: ['idToken'] },
      ),
    async onSuccess(c) {
      const v = await validated(sessionVerifySchema, c.body);
      if (!v.ok) return [v.problem];
      // A first login creates one top-level user document and nothing else.
      const changed = Object.keys(c.after).filter((p) => !isDeepStrictEqual(c.before[p], c.after[p]));
      return changed.filter((p) => !/^users\/[^/]+$/.test(p)).map((p) => `a login wrote ${p}`);
    },
  },
  {
    method: 'post',
    route: '/liff/salon/verify',
    path: () => '/liff/salon/verify',
    kind: 'json',
    callers: ['anonymous', 'badToken', 'unverified', 'pending', 'client'],
    fields: ['email', 'salonDisplayName'],
    valid: (w) => fc.oneof(validSalonVerify, fc.constant({ email: w.partner.email, salonDisplayName: w.partner.companyName })),
    mayChangeOnRefusal: (_w, caller) => [`rateLimits/salonVerify_${caller.uid}`],
    async onSuccess(c) {
      const v = await validated(salonVerifySchema, c.body);
      if (!v.ok) return [v.problem];
      const problems: string[] = [];
      const user = doc(c.after, `users/${c.caller.uid}`);
      const code = doc(c.after, `verificationCodes/${c.caller.uid}`);
      const expected = { email: v.value.email, salonDisplayName: v.value.salonDisplayName };
      if (!isDeepStrictEqual(user?.salonInfo, doc(c.before, `users/${c.caller.uid}`)?.salonInfo)) {
        problems.push(...differs('users.salonInfo', user?.salonInfo, expected));
      }
      if (code && !isDeepStrictEqual(code, doc(c.before, `verificationCodes/${c.caller.uid}`))) {
        problems.push(...differs('verificationCodes.salonInfo', code.salonInfo, expected));
      }
      return problems;
    },
  },
  {
    method: 'post',
    route: '/liff/salon/verify-code',
    path: () => '/liff/salon/verify-code',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'pending', 'client'],
    fields: ['code'],
    valid: () =>
      fc.record({ code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.constantFrom('１２３ ４５６', '123-456', ' 123456 ')) }),
    // A wrong code uses up a try (five per code) and counts against its address and all codes, on purpose.
    mayChangeOnRefusal: (w, caller) => [
      `verificationCodes/${caller.uid}`,
      addressWrongRef(w.partner.email).path,
      allWrongRef.path,
    ],
    async onSuccess(c) {
      const v = await validated(salonCodeSchema, c.body);
      return v.ok ? [] : [v.problem];
    },
  },
  {
    method: 'put',
    route: '/liff/profiles/client',
    path: () => '/liff/profiles/client',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: [
      'classify',
      'name',
      'detail',
      'corporationInfo',
      'corporationInfo.companyName',
      'corporationInfo.establishmentDate',
      'corporationInfo.address',
      'corporationInfo.hpURL',
    ],
    valid: () => validClientProfile as fc.Arbitrary<Record<string, unknown>>,
    async onSuccess(c) {
      const v = await validated(clientProfileSchema, c.body);
      if (!v.ok) return [v.problem];
      const stored = doc(c.after, `users/${c.caller.uid}/profiles/client`);
      const dto = v.value;
      const problems = storedAs(stored, dto, ['classify', 'name']);
      problems.push(...differs('detail', stored?.detail, detailToStored(String(dto.detail))));
      problems.push(
        ...differs('corporationInfo', stored?.corporationInfo, dto.classify === 'corporation' ? dto.corporationInfo : undefined),
      );
      return problems;
    },
  },
  {
    method: 'put',
    route: '/liff/profiles/worker',
    path: () => '/liff/profiles/worker',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: ['name', 'sex', 'birthYear', 'birthMonth', 'birthDate', 'classify', 'occupation', 'detail', 'skills'],
    valid: (w) => validWorkerProfile(fc.constantFrom(...w.t.config.occupations)),
    async onSuccess(c) {
      const v = await validated(workerProfileSchema, c.body);
      if (!v.ok) return [v.problem];
      const stored = doc(c.after, `users/${c.caller.uid}/profiles/worker`);
      const problems = numbersWereNumbers(c.body, ['birthYear', 'birthMonth', 'birthDate']);
      problems.push(
        ...storedAs(stored, v.value, ['name', 'sex', 'birthYear', 'birthMonth', 'birthDate', 'classify', 'occupation', 'skills']),
      );
      problems.push(...differs('detail', stored?.detail, detailToStored(String(v.value.detail))));
      return problems;
    },
  },
  {
    method: 'put',
    route: '/liff/profiles/worker/invoice-registration',
    path: () => '/liff/profiles/worker/invoice-registration',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: ['invoiceRegistrationNumber', 'invoiceName'],
    // Corporate-form numbers (check digit right) are valid whatever the worker's classify; null clears.
    // The name on the documents is optional (left out: kept; null: cleared).
    valid: () =>
      fc.record(
        {
          invoiceRegistrationNumber: fc.oneof(
            fc.constant(null),
            fc
              .stringMatching(/^[0-9]{12}$/)
              .map((base) => `T${corporateCheckDigit(base)}${base}`)
              .filter((n) => n[1] !== '0'),
          ),
          invoiceName: fc.oneof(fc.constant(null), fc.constantFrom('佐藤 光', 'フォトスタジオ光', 'Hikari Photo')),
        },
        { requiredKeys: ['invoiceRegistrationNumber'] },
      ),
    async onSuccess(c) {
      // Stored as the schema reads it: normalised, and a blank string clears it as null does.
      const v = await validated(invoiceRegistrationSchema(), c.body);
      if (!v.ok) return [v.problem];
      const stored = doc(c.after, `users/${c.caller.uid}/profiles/worker`);
      const problems = differs(
        'invoiceRegistrationNumber',
        stored?.invoiceRegistrationNumber ?? null,
        v.value.invoiceRegistrationNumber,
      );
      if (v.value.invoiceName !== undefined)
        problems.push(...differs('invoiceName', stored?.invoiceName ?? null, v.value.invoiceName));
      return problems;
    },
  },
  {
    method: 'post',
    route: '/liff/jobs',
    path: () => '/liff/jobs',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: JOB_FIELDS,
    valid: (w) => validJobInput(fc.constantFrom(...w.t.config.occupations)) as fc.Arbitrary<Record<string, unknown>>,
    async onSuccess(c) {
      const v = await validated(jobInputSchema, c.body);
      if (!v.ok) return [v.problem];
      const dto = v.value;
      const stored = doc(c.after, `jobs/${idOf(c.res)}`);
      const problems = numbersWereNumbers(c.body, ['reward', 'capacity']);
      problems.push(
        ...storedAs(
          stored,
          dto,
          JOB_FIELDS.filter((f) => f !== 'address'),
        ),
      );
      problems.push(...differs('address', stored?.address, dto.placeType === 'onsite' && dto.address ? dto.address : undefined));
      return problems;
    },
  },
  {
    method: 'patch',
    route: '/liff/jobs/:id',
    path: (w) => `/liff/jobs/${w.ids.freshJob}`,
    kind: 'json',
    callers: ['anonymous', 'unverified', 'client', 'strangerClient', 'worker'],
    fields: JOB_FIELDS,
    valid: (w) =>
      fc
        .tuple(
          validJobInput(fc.constantFrom(...w.t.config.occupations)),
          fc.uniqueArray(fc.constantFrom(...JOB_FIELDS), { minLength: 1 }),
        )
        .map(([v, keys]) => Object.fromEntries(keys.filter((k) => k in v).map((k) => [k, (v as Record<string, unknown>)[k]]))),
    onSuccess: (c) => patched(jobInputSchema, c, `jobs/${c.w.ids.freshJob}`, JOB_FIELDS, ['reward', 'capacity']),
  },
  {
    method: 'post',
    route: '/liff/jobs/:id/applications',
    path: (w) => `/liff/jobs/${w.ids.freshJob}/applications`,
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: ['message'],
    valid: () => validApplicationInput,
    async onSuccess(c) {
      const v = await validated(applicationInputSchema, c.body);
      if (!v.ok) return [v.problem];
      return storedAs(doc(c.after, `jobs/${c.w.ids.freshJob}/applications/${c.caller.uid}`), v.value, ['message']);
    },
  },
  {
    method: 'post',
    route: '/liff/listings',
    path: () => '/liff/listings',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker'],
    fields: LISTING_FIELDS,
    valid: () => validListingInput,
    async onSuccess(c) {
      const v = await validated(listingInputSchema, c.body);
      if (!v.ok) return [v.problem];
      return [
        ...numbersWereNumbers(c.body, ['price']),
        ...storedAs(doc(c.after, `listings/${idOf(c.res)}`), v.value, LISTING_FIELDS),
      ];
    },
  },
  {
    method: 'patch',
    route: '/liff/listings/:id',
    path: (w) => `/liff/listings/${w.ids.listing}`,
    kind: 'json',
    callers: ['anonymous', 'unverified', 'worker', 'strangerWorker', 'client'],
    fields: LISTING_FIELDS,
    valid: () =>
      fc
        .tuple(validListingInput, fc.uniqueArray(fc.constantFrom(...LISTING_FIELDS), { minLength: 1 }))
        .map(([v, keys]) => Object.fromEntries(keys.map((k) => [k, (v as Record<string, unknown>)[k]]))),
    onSuccess: (c) => patched(listingInputSchema, c, `listings/${c.w.ids.listing}`, LISTING_FIELDS, ['price']),
  },
  {
    method: 'post',
    route: '/liff/project/get-payment-url',
    path: () => '/liff/project/get-payment-url',
    kind: 'json',
    callers: ['anonymous', 'unverified', 'client', 'strangerClient', 'worker'],
    fields: ['contractId'],
    valid: (w) => fc.constant({ contractId: w.ids.contract }),
    async onSuccess(c) {
      const v = await validated(getPaymentUrlSchema, c.body);
      if (!v.ok) return [v.problem];
      const payment = doc(c.after, `payments/${String(v.value.contractId)}`);
      const url = isRecord(c.res.body) ? c.res.body.url : undefined;
      return [
        ...(typeof url === 'string' && url.startsWith('http')
          ? []
          : [`no payment URL in ${JSON.stringify(c.res.body)?.slice(0, 120)}`]),
        ...(payment?.status === 'open' && payment.sessionUrl === url
          ? []
          : [`a payment URL without its open payment stored: ${JSON.stringify(payment)?.slice(0, 120)}`]),
      ];
    },
  },
  ...dealEndpoints(),
  ...noticeEndpoints(),
  ...roomEndpoints(),
  ...portfolioEndpoints(),
];

/**
 * The portfolio (docs/product/portfolio.md#endpoints) on the world's worker's work and unused
 * uploads: a success stored the work exactly as the shared schema validated it.
 */
function portfolioEndpoints(): Endpoint[] {
  const callers: CallerName[] = ['anonymous', 'unverified', 'client', 'worker', 'strangerWorker'];
  const fields = ['title', 'description', 'link', 'photoIds'];
  const work = (w: World) =>
    fc.record(
      {
        title: fc.string({ minLength: 1, maxLength: 50 }),
        description: fc.option(fc.string({ maxLength: 1000 }), { nil: null }),
        link: fc.constantFrom('https://example.jp/works/1', 'instagram.com/yamada', '', null),
        photoIds: fc.shuffledSubarray(w.ids.portfolioPhotos, { minLength: 1, maxLength: 5 }),
      },
      { requiredKeys: ['title', 'photoIds'] },
    );
  type StoredWork = { id: string; title: string; description: unknown; link: unknown; photos: { id: string }[] };
  const worksOf = (d: Dump, uid: unknown) => (doc(d, `portfolios/${String(uid)}`)?.works ?? []) as StoredWork[];
  const sameAs = (stored: StoredWork | undefined, v: Record<string, unknown>, before?: StoredWork) => {
    if (!stored) return ['a success that stored no work'];
    const expect = (k: string, was: unknown) => (v[k] === undefined ? was : v[k]);
    return [
      ...differs('title', stored.title, expect('title', before?.title)),
      ...differs('description', stored.description, expect('description', before?.description ?? null)),
      ...differs('link', stored.link, expect('link', before?.link ?? null)),
      ...differs(
        'photoIds',
        stored.photos.map((p) => p.id),
        v.photoIds ?? before?.photos.map((p) => p.id),
      ),
    ];
  };
  return [
    {
      method: 'post',
      route: '/liff/portfolio/works',
      path: () => '/liff/portfolio/works',
      kind: 'json',
      callers,
      fields,
      valid: (w) => work(w) as fc.Arbitrary<Record<string, unknown>>,
      async onSuccess(c) {
        const v = await validated(portfolioWorkSchema, c.body);
        return v.ok ? sameAs(worksOf(c.after, c.caller.uid)[0], v.value) : [v.problem];
      },
    },
    {
      method: 'patch',
      route: '/liff/portfolio/works/:id',
      path: (w) => `/liff/portfolio/works/${w.ids.portfolioWork}`,
      kind: 'json',
      callers,
      fields,
      valid: (w) =>
        work(w).chain((b) =>
          fc
            .subarray(Object.keys(b), { minLength: 1 })
            .map((keys) => Object.fromEntries(keys.map((k) => [k, b[k as keyof typeof b]]))),
        ),
      async onSuccess(c) {
        const v = await validated(portfolioWorkPatchSchema, c.body);
        if (!v.ok) return [v.problem];
        const id = c.w.ids.portfolioWork;
        const before = worksOf(c.before, c.caller.uid).find((x) => x.id === id);
        return sameAs(
          worksOf(c.after, c.caller.uid).find((x) => x.id === id),
          v.value,
          before,
        );
      },
    },
    {
      method: 'put',
      route: '/liff/portfolio/order',
      path: () => '/liff/portfolio/order',
      kind: 'json',
      callers,
      fields: ['ids'],
      valid: (w) => fc.constant({ ids: [w.ids.portfolioWork] }),
      async onSuccess(c) {
        return differs(
          'order',
          worksOf(c.after, c.caller.uid).map((x) => x.id),
          worksOf(c.before, c.caller.uid).map((x) => x.id),
        );
      },
    },
  ];
}

/**
 * The deal's endpoints on the world's contract (awaiting payment): cancelling succeeds for its
 * parties (checked: cancelled, with the reason validated), the rest are refused by state or party.
 */
function dealEndpoints(): Endpoint[] {
  const note = fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim().length > 0);
  const onContract = (
    path: string,
    schema: yup.AnySchema,
    field: 'message' | 'reason',
    callers: CallerName[],
    onSuccess?: Endpoint['onSuccess'],
  ): Endpoint => ({
    method: 'post',
    route: `/liff/contracts/:id/${path}`,
    path: (w) => `/liff/contracts/${w.ids.contract}/${path}`,
    kind: 'json',
    callers,
    fields: [field],
    valid: () => note.map((t) => ({ [field]: t })),
    onSuccess:
      onSuccess ??
      (async (c) => {
        const v = await validated(schema, c.body);
        return v.ok ? [`a success on a contract awaiting payment: ${JSON.stringify(c.res.body)?.slice(0, 120)}`] : [v.problem];
      }),
  });
  const parties: CallerName[] = ['unverified', 'client', 'worker', 'strangerClient', 'strangerWorker'];
  // 納品 also takes photos (room image ids) and a gallery link: hostile values go into those too.
  const deliver = onContract('deliver', deliverSchema, 'message', parties);
  return [
    {
      ...deliver,
      fields: ['message', 'imageIds', 'link'],
      valid: () =>
        fc.record(
          {
            message: note,
            imageIds: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{20}$/), { maxLength: 20 }),
            link: fc.constantFrom('', 'https://example.com/gallery/1', 'example.com/download'),
          },
          { requiredKeys: ['message'] },
        ),
    },
    onContract('request-revision', reasonSchema, 'reason', parties),
    // A review (docs/product/reviews.md#rules): the world's contract has not ended, so every caller is refused.
    {
      method: 'post',
      route: '/liff/contracts/:id/review',
      path: (w) => `/liff/contracts/${w.ids.contract}/review`,
      kind: 'json',
      callers: parties,
      fields: ['rating', 'comment'],
      valid: () => fc.record({ rating: fc.integer({ min: 1, max: 5 }), comment: note }),
      async onSuccess(c) {
        const v = await validated(reviewInputSchema, c.body);
        return v.ok ? ['a review of a contract awaiting payment succeeded'] : [v.problem];
      },
    },
    onContract('request-cancel', reasonSchema, 'reason', parties),
    onContract('refuse-cancel', reasonSchema, 'reason', parties),
    onContract('cancel', optionalReasonSchema, 'reason', parties, async (c) => {
      const v = await validated(optionalReasonSchema, c.body);
      if (!v.ok) return [v.problem];
      const stored = doc(c.after, `contracts/${c.w.ids.contract}`);
      const history = Array.isArray(stored?.history) ? (stored.history as Record<string, unknown>[]) : [];
      const last = history[history.length - 1];
      const reason = v.value.reason as string | undefined;
      return [
        ...(stored?.status === 'cancelled' ? [] : [`a success that left the contract ${String(stored?.status)}`]),
        ...differs('cancellation reason', last?.note, reason || undefined),
      ];
    }),
    {
      method: 'post',
      route: '/liff/project/complete-process',
      path: () => '/liff/project/complete-process',
      kind: 'json',
      callers: parties,
      fields: ['contractId'],
      valid: (w) => fc.constant({ contractId: w.ids.contract }),
      async onSuccess(c) {
        const v = await validated(completeProcessSchema, c.body);
        return v.ok ? ['検収 of a contract awaiting payment succeeded'] : [v.problem];
      },
    },
    {
      method: 'post',
      route: '/liff/stripe/get-login-url',
      path: () => '/liff/stripe/get-login-url',
      kind: 'json',
      callers: ['anonymous', 'unverified', 'client', 'worker'],
      fields: ['returnTo'],
      valid: () => fc.constantFrom({}, { returnTo: 'account' }, { returnTo: 'account_edit' }),
      async onSuccess(c) {
        const v = await validated(loginUrlSchema, c.body);
        if (!v.ok) return [v.problem];
        const url = isRecord(c.res.body) ? c.res.body.url : undefined;
        const user = doc(c.after, `users/${c.caller.uid}`);
        return [
          ...(typeof url === 'string' && url.startsWith('http')
            ? []
            : [`no link in ${JSON.stringify(c.res.body)?.slice(0, 120)}`]),
          ...(typeof user?.stripeAccount === 'string' ? [] : ['a link without the account stored on the user']),
        ];
      },
    },
  ];
}

/**
 * The message room of the world's contract (docs/product/states.md#rooms), opened by the accept with
 * one system message: a message stores exactly the validated text (no image exists, so any imageIds
 * is refused); a read moves the caller's read position to min(seq, messages), never back.
 */
function roomEndpoints(): Endpoint[] {
  const callers: CallerName[] = ['anonymous', 'unverified', 'client', 'worker', 'strangerClient', 'strangerWorker'];
  const room = (w: World) => `rooms/${w.ids.contract}`;
  const newMessages = (c: SuccessContext) =>
    Object.keys(c.after).filter((p) => p.startsWith(`${room(c.w)}/messages/`) && !Object.hasOwn(c.before, p));
  return [
    {
      method: 'post',
      route: '/liff/rooms/:id/messages',
      path: (w) => `/liff/rooms/${w.ids.contract}/messages`,
      kind: 'json',
      callers,
      fields: ['text', 'imageIds'],
      valid: () =>
        fc.record(
          {
            text: fc.oneof(
              fc.constantFrom('よろしくお願いします', '撮影は2026-11-23 10:00からです', '報酬30,000円で承ります'),
              fc.string({ minLength: 1, maxLength: 200 }),
            ),
            imageIds: fc.constant([] as string[]),
          },
          { requiredKeys: ['text'] },
        ),
      async onSuccess(c) {
        const v = await validated(messageInputSchema, c.body);
        if (!v.ok) return [v.problem];
        const added = newMessages(c);
        if (added.length !== 1) return [`a success that stored ${added.length} messages`];
        const stored = doc(c.after, added[0]);
        return [
          ...differs('text', stored?.text, v.value.text),
          ...differs('images', stored?.images, []),
          ...differs('senderId', stored?.senderId, c.caller.uid),
        ];
      },
    },
    {
      method: 'post',
      route: '/liff/rooms/:id/read',
      path: (w) => `/liff/rooms/${w.ids.contract}/read`,
      kind: 'json',
      callers,
      fields: ['seq'],
      valid: () => fc.record({ seq: fc.nat({ max: 10 }) }),
      async onSuccess(c) {
        const v = await validated(readSchema, c.body);
        if (!v.ok) return [v.problem];
        const problems = numbersWereNumbers(c.body, ['seq']);
        const before = doc(c.before, room(c.w));
        const after = doc(c.after, room(c.w));
        const uid = String(c.caller.uid);
        const was = (before?.readSeq as Record<string, number> | undefined)?.[uid] ?? 0;
        const count = Number(before?.messageCount ?? 0);
        const now = (after?.readSeq as Record<string, number> | undefined)?.[uid] ?? 0;
        problems.push(...differs('readSeq', now, Math.max(was, Math.min(Number(v.value.seq), count))));
        if (newMessages(c).length) problems.push('a read stored a message');
        return problems;
      },
    },
  ];
}

/** Notices, friendship and the admin endpoints. Admins are not among the callers: theirs is a 401 or 403. */
function noticeEndpoints(): Endpoint[] {
  const post = (route: string, fields: string[], callers: CallerName[], valid?: Endpoint['valid']): Endpoint => ({
    method: 'post',
    route,
    path: () => route,
    kind: 'json',
    callers,
    fields,
    valid,
  });
  return [
    post('/liff/notices/read', ['ids'], ['anonymous', 'unverified', 'client', 'worker'], () =>
      fc.constantFrom({}, { ids: [] }, { ids: ['n1', 'n2'] }),
    ),
    post('/liff/line/friendship', ['friend'], ['anonymous', 'unverified', 'client', 'worker'], () =>
      fc.boolean().map((friend) => ({ friend })),
    ),
    post(
      '/admin/notices',
      ['title', 'body', 'audience', 'side', 'userId', 'path', 'important', 'sendAt'],
      ['anonymous', 'client', 'worker'],
    ),
    {
      ...post('/admin/jobs/:id/stop', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/jobs/${w.ids.job}/stop`,
    },
    {
      ...post('/admin/listings/:id/stop', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/listings/${w.ids.listing}/stop`,
    },
    {
      ...post('/admin/rooms/:id/messages/:seq/hide', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/rooms/${w.ids.contract}/messages/1/hide`,
    },
    {
      ...post('/admin/reviews/:id/hide', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/reviews/${w.ids.contract}_client/hide`,
    },
    post('/admin/rich-menu/link', ['userId', 'side', 'richMenuId'], ['anonymous', 'client', 'worker']),
    post('/admin/rich-menus/relink', ['side', 'reason'], ['anonymous', 'client', 'worker']),
    post('/liff/worker-access', ['occupation', 'introduction', 'link'], ['anonymous', 'unverified', 'client', 'worker']),
    {
      ...post('/admin/worker-requests/:uid/decline', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/worker-requests/${w.callers.client.uid}/decline`,
    },
    {
      ...post('/admin/users/:uid/revoke-worker', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/users/${w.callers.worker.uid}/revoke-worker`,
    },
    {
      ...post('/admin/users/:uid/suspend', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/users/${w.callers.client.uid}/suspend`,
    },
    {
      ...post('/admin/users/:uid/reinstate', ['reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/users/${w.callers.client.uid}/reinstate`,
    },
    post('/admin/partners/import/preview', ['csv'], ['anonymous', 'client', 'worker']),
    post('/admin/partners/import/apply', ['token'], ['anonymous', 'client', 'worker']),
    {
      ...post('/admin/partners/:key', ['companyName', 'reason'], ['anonymous', 'client', 'worker']),
      method: 'put',
      path: () => '/admin/partners/salon_40example_2Ejp',
    },
    {
      ...post('/admin/contracts/:id/hold-decision', ['decision', 'reason', 'amount'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/contracts/${w.ids.contract}/hold-decision`,
    },
    {
      ...post('/admin/money/:contractId/retry', ['what', 'reason'], ['anonymous', 'client', 'worker']),
      path: (w) => `/admin/money/${w.ids.contract}/retry`,
    },
  ];
}

/** Action endpoints: any body but none, {} or null is refused. */
const action = (route: string, path: (w: World) => string, callers: CallerName[]): Endpoint => ({
  method: 'post',
  route,
  path,
  kind: 'none',
  callers,
  fields: [],
});

export const ACTION_ENDPOINTS: Endpoint[] = [
  action('/admin/notices/:id/cancel', () => '/admin/notices/some-broadcast/cancel', ['anonymous', 'client', 'worker']),
  action('/admin/worker-requests/:uid/approve', (w) => `/admin/worker-requests/${w.callers.client.uid}/approve`, [
    'anonymous',
    'client',
    'worker',
  ]),
  action('/liff/stripe/get-connect-status', () => '/liff/stripe/get-connect-status', [
    'anonymous',
    'unverified',
    'client',
    'worker',
  ]),
  action('/liff/salon/resend-code', () => '/liff/salon/resend-code', ['anonymous', 'unverified', 'pending', 'client']),
  action('/liff/jobs/:id/stop', (w) => `/liff/jobs/${w.ids.freshJob}/stop`, ['unverified', 'client', 'strangerClient', 'worker']),
  action('/liff/jobs/:id/reopen', (w) => `/liff/jobs/${w.ids.freshJob}/reopen`, ['client', 'strangerClient', 'worker']),
  action('/liff/jobs/:id/reopen-place', (w) => `/liff/jobs/${w.ids.freshJob}/reopen-place`, [
    'client',
    'strangerClient',
    'worker',
  ]),
  action('/liff/jobs/:id/keep-closed', (w) => `/liff/jobs/${w.ids.freshJob}/keep-closed`, ['client', 'strangerClient', 'worker']),
  action('/liff/jobs/:id/applications/mine/withdraw', (w) => `/liff/jobs/${w.ids.job}/applications/mine/withdraw`, [
    'worker',
    'strangerWorker',
    'client',
  ]),
  action(
    '/liff/jobs/:id/applications/:workerId/accept',
    (w) => `/liff/jobs/${w.ids.job}/applications/${w.callers.worker.uid}/accept`,
    ['client', 'strangerClient', 'worker'],
  ),
  action(
    '/liff/jobs/:id/applications/:workerId/decline',
    (w) => `/liff/jobs/${w.ids.job}/applications/${w.callers.worker.uid}/decline`,
    ['client', 'strangerClient', 'worker'],
  ),
  action('/liff/contracts/:id/accept-cancel', (w) => `/liff/contracts/${w.ids.contract}/accept-cancel`, [
    'unverified',
    'client',
    'worker',
    'strangerClient',
  ]),
  action('/liff/stripe/get-bank-list', () => '/liff/stripe/get-bank-list', ['anonymous', 'unverified', 'client', 'worker']),
  action('/liff/listings/:id/stop', (w) => `/liff/listings/${w.ids.listing}/stop`, ['worker', 'strangerWorker', 'client']),
  action('/liff/listings/:id/reopen', (w) => `/liff/listings/${w.ids.listing}/reopen`, ['worker', 'strangerWorker', 'client']),
  // The worker's corrected 請求書 (docs/product/law.md#the-name-on-the-documents): the body is refused before the document is read.
  action('/liff/documents/:id/correct', (w) => `/liff/documents/${w.ids.contract}-invoice-v1/correct`, [
    'anonymous',
    'worker',
    'strangerWorker',
    'client',
  ]),
];

/**
 * Routes that take a body but are covered elsewhere: the raw image upload
 * (login-and-upload.property.test.ts) and Stripe's signed webhooks (payments/webhook.test.ts,
 * payments/money-safety.test.ts).
 */
export const OTHER_BODY_ROUTES = [
  'PUT /liff/images/:side/:kind',
  'POST /stripe/webhook',
  // Connected accounts' events, signed with their own secret: payments/money-safety.test.ts.
  'POST /stripe/connect-webhook',
  // The room attachment upload (raw bytes): functions/test/rooms/images.test.ts.
  'PUT /liff/rooms/:id/images',
  // The portfolio photo upload (raw bytes): functions/test/portfolio/photos.test.ts.
  'PUT /liff/portfolio/photos',
];

/**
 * GET endpoints that read query parameters (query.property.test.ts): each parameter, with a valid
 * value and the callers to try. Hostile values, repeats and strays go into every one of them.
 */
export interface QueryEndpoint {
  route: string;
  path(w: World): string;
  callers: CallerName[];
  params: Record<string, fc.Arbitrary<string>>;
}

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

export const QUERY_ENDPOINTS: QueryEndpoint[] = [
  {
    // The documents search (docs/product/law.md#bookkeeping).
    route: '/liff/documents',
    path: () => '/liff/documents',
    callers: ['anonymous', 'unverified', 'undecided', 'client', 'worker', 'strangerClient'],
    params: {
      from: isoDate,
      to: isoDate,
      minAmount: fc.nat({ max: 200_000_000 }).map(String),
      maxAmount: fc.nat({ max: 200_000_000 }).map(String),
      counterparty: fc.string({ maxLength: 60 }),
      kind: fc.constantFrom('order', 'delivery', 'acceptance', 'invoice', 'fee_invoice', 'payout_statement', 'receipt'),
      cursor: fc.base64String({ maxLength: 80 }),
    },
  },
  {
    route: '/liff/documents/month',
    path: () => '/liff/documents/month',
    callers: ['anonymous', 'undecided', 'client', 'worker'],
    params: { month: isoDate.map((d) => d.slice(0, 7)) },
  },
];
