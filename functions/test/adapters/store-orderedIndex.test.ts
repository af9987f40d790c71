/**
 * The embedded store's ordered indexes (adapters/store/orderedIndex.ts): kept in order across
 * writes, and queries through them answer exactly what a copy-filter-sort of every document does
 * (the store's algorithm before the indexes), for random documents, writes and queries.
 */
import fc from 'fast-check';
import { OrderedIndex, QueryIndexes, valueKey } from '../../src/adapters/store/orderedIndex';
import { compareValues, fieldValue, matches } from '../../src/adapters/store/compare';
import { MemoryStore } from '../../src/adapters/store/memory';
import type { DocData, OrderBy, Query, Where } from '../../src/ports/store';

/** The reference: every document copied, filtered, sorted and cut per query. */
function reference(docs: Map<string, DocData>, inScope: (path: string) => boolean, q: Query) {
  const order = [...(q.orderBy ?? [])];
  const lastDir = order.length ? order[order.length - 1][1] : 'asc';
  let rows = [...docs.entries()]
    .filter(([path, data]) => inScope(path) && (q.where ?? []).every((w) => matches(data, w)))
    .filter(([, data]) => order.every(([f]) => fieldValue(data, f) !== undefined));
  rows.sort((a, b) => {
    for (const [f, dir] of order) {
      const c = compareValues(fieldValue(a[1], f), fieldValue(b[1], f));
      if (c !== 0) return dir === 'desc' ? -c : c;
    }
    const c = compareValues(a[0], b[0]);
    return lastDir === 'desc' ? -c : c;
  });
  if (q.startAfter) {
    const after = q.startAfter;
    rows = rows.filter(([, data]) => {
      for (let i = 0; i < order.length && i < after.length; i++) {
        const [f, dir] = order[i];
        const c = compareValues(fieldValue(data, f), after[i]);
        if (c !== 0) return dir === 'desc' ? c < 0 : c > 0;
      }
      return false;
    });
  }
  if (q.limit !== undefined) rows = rows.slice(0, q.limit);
  return rows.map(([path]) => path);
}

const paths = (index: OrderedIndex) => Array.from({ length: index.size }, (_, i) => index.at(i).path);

describe('OrderedIndex', () => {
  const order: OrderBy[] = [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ];
  const doc = (id: string, minute: number) => ({ id, createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)) });

  it('keeps documents in the order, the path breaking ties, and leaves out those lacking a field', () => {
    const index = new OrderedIndex(order);
    index.build([
      ['jobs/a', doc('a', 1)],
      ['jobs/c', doc('c', 3)],
      ['jobs/nodate', { id: 'nodate' }],
    ]);
    index.insert('jobs/b', doc('b', 2));
    index.insert('jobs/b2', doc('b', 2));
    expect(paths(index)).toEqual(['jobs/c', 'jobs/b2', 'jobs/b', 'jobs/a']);
    index.remove('jobs/c', doc('c', 3));
    index.remove('jobs/nodate', { id: 'nodate' });
    expect(paths(index)).toEqual(['jobs/b2', 'jobs/b', 'jobs/a']);
  });

  it('seekAfter finds the first entry strictly after a cursor, also a shorter one', () => {
    const index = new OrderedIndex(order);
    index.build([1, 2, 2, 3, 4].map((m, i) => [`jobs/${i}`, doc(String(i), m)] as const));
    // createdAt desc: 4(4) 3(3) 2(2) 2(1) 1(0)
    expect(paths(index)).toEqual(['jobs/4', 'jobs/3', 'jobs/2', 'jobs/1', 'jobs/0']);
    const at = (m: number) => new Date(Date.UTC(2025, 0, 1, 0, m));
    expect(index.seekAfter([at(3), '3'])).toBe(2);
    expect(index.seekAfter([at(2), '2'])).toBe(3);
    expect(index.seekAfter([at(2)])).toBe(4);
    expect(index.seekAfter([at(9)])).toBe(0);
    expect(index.seekAfter([at(0)])).toBe(5);
  });

  it('an index built lazily follows later writes in both its collection and its collection group', () => {
    const docs = new Map<string, DocData>([['users/u1/items/a', { n: 2 }]]);
    const indexes = new QueryIndexes(docs);
    const byN = indexes.get({ collection: 'users/u1/items' }, [['n', 'asc']]);
    const group = indexes.get({ group: 'items' }, [['n', 'asc']]);
    const write = (path: string, data: DocData | undefined) => {
      const before = docs.get(path);
      if (data) docs.set(path, data);
      else docs.delete(path);
      indexes.write(path, before, data);
    };
    write('users/u1/items/b', { n: 1 });
    write('users/u2/items/c', { n: 0 });
    write('users/u1/items/a', { n: 5 });
    write('users/u1/other/x', { n: -1 });
    expect(paths(byN)).toEqual(['users/u1/items/b', 'users/u1/items/a']);
    expect(paths(group)).toEqual(['users/u2/items/c', 'users/u1/items/b', 'users/u1/items/a']);
    write('users/u1/items/b', undefined);
    expect(paths(byN)).toEqual(['users/u1/items/a']);
    expect(paths(group)).toEqual(['users/u2/items/c', 'users/u1/items/a']);
  });
});

describe('valueKey (the partitions of == and array-contains)', () => {
  it('two plain values share a key exactly when == finds them equal', () => {
    const plain = fc.oneof(
      fc.integer({ min: -2, max: 2 }),
      fc.constantFrom(0, -0, 1.5, NaN, true, false, null, '', '1', 'a'),
      fc.integer({ min: 0, max: 2 }).map((d) => new Date(d)),
      fc.constant([1]),
      fc.constant({ a: 1 }),
    );
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        const [ka, kb] = [valueKey(a), valueKey(b)];
        if (ka !== null && kb !== null) expect(ka === kb).toBe(matches({ f: a }, ['f', '==', b]));
        // Values without a key are never partitioned: the query walks the unpartitioned index.
        if (ka === null && !(Array.isArray(a) || (typeof a === 'object' && a !== null && !(a instanceof Date)))) {
          expect(matches({ f: a }, ['f', '==', a])).toBe(false);
        }
      }),
    );
  });
});

describe('queries through the indexes equal a full sort (random writes and queries)', () => {
  const value = fc.oneof(
    fc.integer({ min: 0, max: 5 }),
    fc.constantFrom('a', 'b', 'c'),
    fc.constant(null),
    fc.constantFrom(new Date(Date.UTC(2025, 0, 1)), new Date(Date.UTC(2025, 0, 2))),
  );
  const data = fc.record(
    { x: value, y: value, tags: fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }) },
    { requiredKeys: ['y'] },
  );
  const path = fc.constantFrom('c/1', 'c/2', 'c/3', 'c/4', 'c/5', 'c/6', 'p/1/c/7', 'p/2/c/8', 'd/9');
  const op = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), path, data }),
    fc.record({ kind: fc.constant('delete' as const), path }),
  );
  const where: fc.Arbitrary<Where> = fc.oneof(
    fc
      .tuple(fc.constantFrom('x', 'y'), fc.constantFrom('==', '!=', '<', '>=', 'in') as fc.Arbitrary<Where[1]>, value)
      .map(([f, o, v]): Where => [f, o, o === 'in' ? [v] : v]),
    fc.constantFrom('a', 'b', 'c').map((v): Where => ['tags', 'array-contains', v]),
  );
  const query: fc.Arbitrary<Query> = fc.record(
    {
      where: fc.array(where, { maxLength: 2 }),
      orderBy: fc.array(fc.tuple(fc.constantFrom('x', 'y'), fc.constantFrom('asc', 'desc')) as fc.Arbitrary<OrderBy>, {
        maxLength: 2,
      }),
      limit: fc.integer({ min: 0, max: 4 }),
      startAfter: fc.array(value, { minLength: 1, maxLength: 2 }),
    },
    { requiredKeys: [] },
  );
  const scopes = fc.oneof(
    fc.constantFrom('c', 'd').map((collection) => ({ collection })),
    fc.constant({ group: 'c' }),
  );

  it('after every batch of writes, each query answers the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(op, { maxLength: 6 }), fc.array(fc.tuple(scopes, query), { minLength: 1, maxLength: 4 })), {
          minLength: 1,
          maxLength: 5,
        }),
        async (rounds) => {
          const store = new MemoryStore();
          const mirror = new Map<string, DocData>();
          for (const [ops, queries] of rounds) {
            for (const o of ops) {
              if (o.kind === 'set') {
                await store.set(o.path, o.data);
                mirror.set(o.path, o.data);
              } else {
                await store.delete(o.path);
                mirror.delete(o.path);
              }
            }
            for (const [scope, q] of queries) {
              // Inequality filters add their field to the order (Firestore): give the reference the same order.
              const implicit = [...new Set((q.where ?? []).filter(([, o]) => ['!=', '<', '>='].includes(o)).map(([f]) => f))]
                .filter((f) => !(q.orderBy ?? []).some(([o]) => o === f))
                .sort();
              const lastDir = q.orderBy?.length ? q.orderBy[q.orderBy.length - 1][1] : 'asc';
              const full = { ...q, orderBy: [...(q.orderBy ?? []), ...implicit.map((f): OrderBy => [f, lastDir])] };
              const got = 'collection' in scope ? await store.query(scope.collection, q) : await store.queryGroup(scope.group, q);
              const inScope =
                'collection' in scope
                  ? (p: string) => p.slice(0, p.lastIndexOf('/')) === scope.collection
                  : (p: string) => p.split('/').at(-2) === scope.group;
              expect(got.map((r) => r.path)).toEqual(reference(mirror, inScope, full));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
