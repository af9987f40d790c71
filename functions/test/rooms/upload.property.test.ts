/**
 * The room attachment upload (PUT /liff/rooms/:id/images) under the property rules of
 * functions/test/property: any bytes, content type and encoding, from every kind of
 * caller, give a 2xx or a 4xx with the error shape that changed nothing; never a 5xx or a stall.
 */
import fc from 'fast-check';
import { describeApi } from '../support/harness';
import { BAD_BYTES, CONTENT_TYPES, ENCODINGS, HOSTILE_IDS, type RawBody } from '../property/corpus';
import { captureErrorLog, grouped, problemsOf, type Target } from '../property/cases';
import { SEED_RUNS, check, logSeeds } from '../property/seed';
import { createWorld, type CallerName, type World } from '../property/world';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

const uploads: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    text: fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
    contentType: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'application/octet-stream',
      'application/json',
      'text/plain',
    ),
  }),
  fc.record({
    text: fc
      .tuple(fc.constant(PNG_1X1), fc.uint8Array({ maxLength: 64 }))
      .map(([png, tail]) => Buffer.concat([png, Buffer.from(tail)])),
    contentType: fc.constant('image/png'),
  }),
  fc.constantFrom<RawBody>(...ENCODINGS, ...BAD_BYTES, ...CONTENT_TYPES, { text: PNG_1X1, contentType: 'image/png' }),
);

const CALLERS: CallerName[] = ['anonymous', 'badToken', 'unverified', 'client', 'worker', 'strangerClient', 'strangerWorker'];

logSeeds('functions/test/rooms/upload.property.test.ts');

describeApi('property: room image upload', () => {
  let w: World;
  const path = () => `/liff/rooms/${w.ids.contract}/images`;

  beforeAll(async () => {
    captureErrorLog();
    w = await createWorld();
  }, 60_000);
  afterAll(() => w?.close());

  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    it.each(CALLERS)(
      'as %s: any bytes -> 2xx or 4xx unchanged, never 5xx',
      async (callerName) => {
        const target: Target = { method: 'put', path: path(), kind: 'raw' };
        await check(
          fc.asyncProperty(uploads, async (raw) => {
            const problems = await problemsOf(w, target, w.callers[callerName], raw);
            if (problems.length) throw new Error(problems.join('\n'));
          }),
          run,
          callerName === 'client' || callerName === 'worker' ? 25 : 10,
        );
      },
      120_000,
    );
  });

  it.each(['client', 'strangerWorker'] as CallerName[])(
    'as %s: the raw corpus and hostile room ids',
    async (callerName) => {
      const target: Target = { method: 'put', path: path(), kind: 'raw' };
      const failures = [];
      for (const c of [...ENCODINGS, ...BAD_BYTES, ...CONTENT_TYPES]) {
        const problems = await problemsOf(w, target, w.callers[callerName], c);
        if (problems.length) failures.push({ name: c.name, problems });
      }
      for (const id of HOSTILE_IDS) {
        const problems = await problemsOf(w, { ...target, path: `/liff/rooms/${id}/images` }, w.callers[callerName], {
          text: PNG_1X1,
          contentType: 'image/png',
        });
        if (problems.length) failures.push({ name: `room ${id}`, problems });
      }
      expect(grouped(failures)).toEqual({});
    },
    60_000,
  );
});
