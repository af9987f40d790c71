/**
 * Two inputs that are not JSON fields (docs/product/api.md#errors: never a 500 for bad input):
 * - the LINE subject of a correctly signed ID token: a login answers 2xx only for a subject that is
 *   a valid id (the API's id rule: letters, digits, '_' and '-', 1..128) and then writes exactly
 *   users/{subject}; anything else is a 4xx; never a 5xx;
 * - the raw image upload (PUT /liff/images/:side/:kind): any bytes, content type and encoding give
 *   a 2xx or a 4xx with the error shape that changed nothing; never a 5xx.
 */
import fc from 'fast-check';
import { hostileString, unicodeString } from '../../../common/test/property/arbitraries';
import { describeApi } from '../support/harness';
import { BAD_BYTES, CONTENT_TYPES, ENCODINGS, type RawBody } from './corpus';
import { asJson, captureErrorLog, grouped, problemsOf, type Target } from './cases';
import { SEED_RUNS, check, logSeeds } from './seed';
import { changedPaths, createWorld, type CallerName, type World } from './world';

/** The API's id rule (functions/src/http/params.ts): what a document id may be. */
const ID_RULE = /^[A-Za-z0-9_-]{1,128}$/;

const subjects = fc.oneof(
  fc.stringMatching(/^U[0-9a-f]{32}$/),
  fc.constantFrom(
    'U1/profiles/client',
    `U${'0'.repeat(32)}/profiles/client`,
    'users/x',
    'a'.repeat(129),
    'U'.repeat(1500),
    '..',
    '.',
    '__proto__',
    'constructor',
    '',
    ' ',
    '%2F',
    'U\u0000',
  ),
  hostileString(2000),
  unicodeString(20),
);

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

const uploads: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    text: fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'application/json', 'text/plain'),
  }),
  fc.record({
    text: fc
      .tuple(fc.constant(PNG_1X1), fc.uint8Array({ maxLength: 64 }))
      .map(([png, tail]) => Buffer.concat([png, Buffer.from(tail)])),
    contentType: fc.constant('image/png'),
  }),
  fc.constantFrom<RawBody>(...ENCODINGS, ...BAD_BYTES, ...CONTENT_TYPES, { text: PNG_1X1, contentType: 'image/png' }),
);

const UPLOAD_CALLERS: Array<[CallerName, string]> = [
  ['anonymous', '/liff/images/client/profile'],
  ['unverified', '/liff/images/client/profile'],
  ['client', '/liff/images/client/profile'],
  ['client', '/liff/images/worker/background'],
  ['worker', '/liff/images/worker/profile'],
];

logSeeds('functions/test/property/login-and-upload.property.test.ts');

describeApi('property: LINE subjects and raw uploads', () => {
  let w: World;

  beforeAll(async () => {
    captureErrorLog();
    w = await createWorld();
  }, 60_000);
  afterAll(() => w?.close());

  const login = (sub: string): Target => ({
    method: 'post',
    path: '/liff/session/verify',
    kind: 'json',
    async onSuccess(c) {
      const problems: string[] = [];
      if (!ID_RULE.test(sub))
        problems.push(`a login with the LINE subject ${JSON.stringify(sub.slice(0, 80))} (length ${sub.length})`);
      const changed = changedPaths(c.before, c.after);
      const own = `users/${sub}`;
      for (const p of changed)
        if (p !== own || p.split('/').length !== 2) problems.push(`the login wrote ${JSON.stringify(p.slice(0, 120))}`);
      return problems;
    },
  });

  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    it('a signed LINE ID token: 2xx only for a subject that is an id, writing users/{subject}; never 5xx', async () => {
      await check(
        fc.asyncProperty(subjects, async (sub) => {
          const problems = await problemsOf(w, login(sub), w.callers.anonymous, asJson({ idToken: w.t.lineToken({ sub }) }));
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        run,
        80,
      );
    }, 120_000);

    it.each(UPLOAD_CALLERS)(
      'PUT image as %s to %s: any bytes -> 2xx or 4xx unchanged, never 5xx',
      async (callerName, path) => {
        const target: Target = { method: 'put', path, kind: 'raw' };
        await check(
          fc.asyncProperty(uploads, async (raw) => {
            const problems = await problemsOf(w, target, w.callers[callerName], raw);
            if (problems.length) throw new Error(problems.join('\n'));
          }),
          run,
          25,
        );
      },
      120_000,
    );
  });

  it.each(UPLOAD_CALLERS)(
    'PUT image as %s to %s: the raw corpus',
    async (callerName, path) => {
      const target: Target = { method: 'put', path, kind: 'raw' };
      const failures = [];
      for (const c of [...ENCODINGS, ...BAD_BYTES, ...CONTENT_TYPES]) {
        const problems = await problemsOf(w, target, w.callers[callerName], c);
        if (problems.length) failures.push({ name: c.name, problems });
      }
      for (const id of ['%E0%A4%A', '%', '%zz', '..']) {
        const problems = await problemsOf(w, { ...target, path: `/liff/images/${id}/profile` }, w.callers[callerName], {
          text: PNG_1X1,
          contentType: 'image/png',
        });
        if (problems.length) failures.push({ name: `side ${id}`, problems });
      }
      expect(grouped(failures)).toEqual({});
    },
    60_000,
  );
});
