/**
 * Document store contract (docs/architecture.md#ports-and-adapters): the Firestore semantics the
 * API relies on. Runs on the embedded store always, and on the Firestore adapter when the Firestore
 * emulator is configured.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { MemoryStore } from '../src/adapters/store/memory';
import { FirestoreStore } from '../src/adapters/store/firestore';
import { StoreConflictError, StoreNotFoundError, type DocData, type DocumentStore, type Where } from '../src/ports/store';

function storeContract(name: string, make: () => DocumentStore, skipReason?: string) {
  if (skipReason) process.stdout.write(`skipped: store contract on ${name}: ${skipReason}\n`);
  (skipReason ? describe.skip : describe)(`store contract: ${name}`, () => {
    let store: DocumentStore;
    /** A top-level collection of this test only, so that runs sharing an emulator do not meet. */
    let c: string;
    beforeEach(() => {
      store = make();
      c = `contract_${store.newId()}`;
    });

    const seed = async (docs: Record<string, DocData>) => {
      for (const [id, data] of Object.entries(docs)) await store.set(`${c}/${id}`, data);
    };
    const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

    describe('documents', () => {
      it('get of a missing document is null; set replaces the whole document; getAll keeps order', async () => {
        expect(await store.get(`${c}/a`)).toBeNull();
        await store.set(`${c}/a`, { x: 1, y: 'keep?' });
        await store.set(`${c}/a`, { x: 2 });
        await store.set(`${c}/b`, { x: 3 });
        expect(await store.get(`${c}/a`)).toEqual({ x: 2 });
        expect(await store.getAll([`${c}/b`, `${c}/missing`, `${c}/a`])).toEqual([{ x: 3 }, null, { x: 2 }]);
      });

      it('update merges top-level fields; updating a missing document throws StoreNotFoundError', async () => {
        await store.set(`${c}/a`, { x: 1, nested: { p: 1, q: 2 } });
        await store.update(`${c}/a`, { y: 2, nested: { p: 9 } });
        expect(await store.get(`${c}/a`)).toEqual({ x: 1, y: 2, nested: { p: 9 } });
        await expect(store.update(`${c}/missing`, { y: 1 })).rejects.toBeInstanceOf(StoreNotFoundError);
        expect(await store.get(`${c}/missing`)).toBeNull();
      });

      it('delete removes a document; deleting a missing one is fine', async () => {
        await store.set(`${c}/a`, { x: 1 });
        await store.delete(`${c}/a`);
        await store.delete(`${c}/a`);
        expect(await store.get(`${c}/a`)).toBeNull();
      });

      it('results are copies: changing one does not change the store', async () => {
        await store.set(`${c}/a`, { list: [1], map: { k: 'v' } });
        const got = await store.get<{ list: number[]; map: { k: string } }>(`${c}/a`);
        got!.list.push(2);
        got!.map.k = 'changed';
        expect(await store.get(`${c}/a`)).toEqual({ list: [1], map: { k: 'v' } });
      });

      it('Dates round-trip as Date, also nested and in arrays', async () => {
        const at = new Date('2024-02-29T12:34:56.789Z');
        await store.set(`${c}/a`, { at, nested: { at }, list: [at] });
        const check = (d: DocData | null) => {
          const v = d as { at: Date; nested: { at: Date }; list: Date[] };
          for (const x of [v.at, v.nested.at, v.list[0]]) {
            expect(x).toBeInstanceOf(Date);
            expect(x.toISOString()).toBe(at.toISOString());
          }
        };
        check(await store.get(`${c}/a`));
        check((await store.getAll([`${c}/a`]))[0]);
        check((await store.query(c))[0].data);
        check(await store.runTransaction((tx) => tx.get(`${c}/a`)));
      });

      it('newId gives distinct ids usable as document ids', async () => {
        const a = store.newId();
        const b = store.newId();
        expect(a).not.toBe(b);
        expect(a).toMatch(/^[^/]{16,}$/);
        await store.set(`${c}/${a}`, { ok: true });
        expect(await store.get(`${c}/${a}`)).toEqual({ ok: true });
      });
    });

    describe('queries', () => {
      // Ids run against n, so that ordering by n is visible (and never the id order by accident).
      const JAN = (d: number) => new Date(Date.UTC(2025, 0, d));
      beforeEach(() =>
        seed({
          e: { n: 1, kind: 'a', tags: ['x', 'y'], at: JAN(1) },
          d: { n: 2, kind: 'b', tags: ['y'], at: JAN(2) },
          c: { n: 3, kind: 'a', tags: [], at: JAN(3) },
          b: { n: 4, kind: 'c', tags: ['x'], at: JAN(4) },
          a: { n: 5, kind: 'b', tags: ['z'], at: JAN(5) },
          none: { kind: 'none' },
        }),
      );

      it('without filters: every direct child, by id; snapshots carry id, path and data', async () => {
        await store.set(`${c}/a/sub/x`, { n: 99 });
        const rows = await store.query(c);
        expect(ids(rows)).toEqual(['a', 'b', 'c', 'd', 'e', 'none']);
        expect(rows[0]).toEqual({ id: 'a', path: `${c}/a`, data: { n: 5, kind: 'b', tags: ['z'], at: JAN(5) } });
      });

      // Without orderBy, results come by id, or by the inequality field first (Firestore's implicit order).
      const whereCases: Array<[string, Where[], string[]]> = [
        ['==', [['kind', '==', 'a']], ['c', 'e']],
        ['<', [['n', '<', 3]], ['e', 'd']],
        ['>=', [['n', '>=', 4]], ['b', 'a']],
        ['array-contains', [['tags', 'array-contains', 'x']], ['b', 'e']],
        ['in', [['kind', 'in', ['a', 'c']]], ['b', 'c', 'e']],
        ['< on Dates', [['at', '<', JAN(3)]], ['e', 'd']],
        [
          '== and > together',
          [
            ['kind', '==', 'b'],
            ['n', '>', 2],
          ],
          ['a'],
        ],
      ];
      it.each(whereCases)('where %s', async (_op, where, expected) => {
        expect(ids(await store.query(c, { where }))).toEqual(expected);
      });

      it('leaves out documents that lack the filtered or ordered field', async () => {
        expect(ids(await store.query(c, { where: [['n', '<', 100]] }))).not.toContain('none');
        expect(ids(await store.query(c, { orderBy: [['n', 'asc']] }))).not.toContain('none');
      });

      it('orderBy asc and desc, with limit', async () => {
        expect(ids(await store.query(c, { orderBy: [['n', 'asc']], limit: 3 }))).toEqual(['e', 'd', 'c']);
        expect(ids(await store.query(c, { orderBy: [['n', 'desc']], limit: 2 }))).toEqual(['a', 'b']);
        expect(ids(await store.query(c, { orderBy: [['at', 'desc']], limit: 1 }))).toEqual(['a']);
      });

      it('ties are broken by id, in the direction of the last ordering', async () => {
        expect(ids(await store.query(c, { where: [['kind', 'in', ['a', 'b']]], orderBy: [['kind', 'asc']] }))).toEqual([
          'c',
          'e',
          'a',
          'd',
        ]);
        expect(ids(await store.query(c, { where: [['kind', 'in', ['a', 'b']]], orderBy: [['kind', 'desc']] }))).toEqual([
          'd',
          'a',
          'e',
          'c',
        ]);
      });

      it.each([
        ['asc', ['e', 'd', 'c', 'b', 'a']],
        ['desc', ['a', 'b', 'c', 'd', 'e']],
      ] as const)('startAfter pages through everything (%s)', async (dir, expected) => {
        const seen: string[] = [];
        let after: unknown[] | undefined;
        for (let page = 0; page < 5; page++) {
          const rows = await store.query<{ n: number }>(c, { orderBy: [['n', dir]], limit: 2, startAfter: after });
          if (!rows.length) break;
          seen.push(...ids(rows));
          after = [rows[rows.length - 1].data.n];
        }
        expect(seen).toEqual(expected);
      });

      it('count, with and without a filter', async () => {
        expect(await store.count(c)).toBe(6);
        expect(await store.count(c, { where: [['kind', '==', 'b']] })).toBe(2);
        expect(await store.count(`${c}/a/nothing`)).toBe(0);
      });

      it('queryGroup finds a subcollection under every parent', async () => {
        const g = `${c}_items`;
        await store.set(`${c}/a/${g}/1`, { n: 1 });
        await store.set(`${c}/b/${g}/2`, { n: 2 });
        await store.set(`${c}/b/${g}/3`, { n: 3 });
        await store.set(`${c}/b/other/4`, { n: 4 });
        const all = await store.queryGroup<{ n: number }>(g, { orderBy: [['n', 'desc']] });
        expect(all.map((r) => r.path)).toEqual([`${c}/b/${g}/3`, `${c}/b/${g}/2`, `${c}/a/${g}/1`]);
        expect(ids(await store.queryGroup(g, { where: [['n', '<', 3]], orderBy: [['n', 'asc']] }))).toEqual(['1', '2']);
      });
    });

    describe('transactions', () => {
      it('returns what fn returns and applies its writes', async () => {
        await store.set(`${c}/a`, { n: 1 });
        const result = await store.runTransaction(async (tx) => {
          const a = await tx.get<{ n: number }>(`${c}/a`);
          tx.set(`${c}/b`, { n: a!.n + 1 });
          tx.update(`${c}/a`, { seen: true });
          return a!.n;
        });
        expect(result).toBe(1);
        expect(await store.getAll([`${c}/a`, `${c}/b`])).toEqual([{ n: 1, seen: true }, { n: 2 }]);
      });

      it('create of an existing document fails with StoreConflictError, read first or not', async () => {
        await store.set(`${c}/a`, { n: 1 });
        const blind = store.runTransaction(async (tx) => tx.create(`${c}/a`, { n: 2 }));
        await expect(blind).rejects.toBeInstanceOf(StoreConflictError);
        const afterRead = store.runTransaction(async (tx) => {
          await tx.get(`${c}/a`);
          tx.create(`${c}/a`, { n: 3 });
        });
        await expect(afterRead).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.get(`${c}/a`)).toEqual({ n: 1 });
        await store.runTransaction(async (tx) => tx.create(`${c}/new`, { n: 4 }));
        expect(await store.get(`${c}/new`)).toEqual({ n: 4 });
      });

      it('applies nothing when fn throws after writing', async () => {
        await seed({ keep: { n: 1 }, gone: { n: 2 } });
        const boom = new Error('boom');
        const run = store.runTransaction(async (tx) => {
          await tx.get(`${c}/keep`);
          tx.set(`${c}/added`, { n: 3 });
          tx.update(`${c}/keep`, { n: 100 });
          tx.delete(`${c}/gone`);
          throw boom;
        });
        await expect(run).rejects.toBe(boom);
        expect(await store.getAll([`${c}/keep`, `${c}/gone`, `${c}/added`])).toEqual([{ n: 1 }, { n: 2 }, null]);
      });

      it('update of a missing document fails with StoreNotFoundError and applies nothing', async () => {
        const run = store.runTransaction(async (tx) => {
          tx.set(`${c}/added`, { n: 1 });
          tx.update(`${c}/missing`, { n: 2 });
        });
        await expect(run).rejects.toBeInstanceOf(StoreNotFoundError);
        expect(await store.getAll([`${c}/added`, `${c}/missing`])).toEqual([null, null]);
      });

      it('refuses reads after writes', async () => {
        const run = store.runTransaction(async (tx) => {
          tx.set(`${c}/a`, { n: 1 });
          await tx.get(`${c}/b`);
        });
        await expect(run).rejects.toThrow();
        expect(await store.get(`${c}/a`)).toBeNull();
      });

      it('20 concurrent read-increment-write transactions count to exactly 20', async () => {
        await store.set(`${c}/counter`, { n: 0 });
        await Promise.all(
          Array.from({ length: 20 }, () =>
            store.runTransaction(async (tx) => {
              const cur = await tx.get<{ n: number }>(`${c}/counter`);
              tx.update(`${c}/counter`, { n: cur!.n + 1 });
            }),
          ),
        );
        expect(await store.get(`${c}/counter`)).toEqual({ n: 20 });
      });
    });
  });
}

storeContract('MemoryStore', () => new MemoryStore());

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
storeContract(
  'FirestoreStore',
  () => {
    const app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: 'demo-salonworks' });
    return new FirestoreStore(getFirestore(app));
  },
  firestoreHost ? undefined : 'FIRESTORE_EMULATOR_HOST is not set (the Firestore emulator needs Java 21, absent here)',
);
