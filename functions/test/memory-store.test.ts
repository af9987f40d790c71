/** The embedded store persists to a JSON file (local development) and loads it again, Dates included. */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryStore } from '../src/adapters/store/memory';

describe('MemoryStore persistence', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'salonworks-store-'));
    file = join(dir, 'local', 'store.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const waitForFile = async () => {
    for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(file)).toBe(true);
  };

  it('saves changes on its own shortly after a write, and a new store reloads them with Dates', async () => {
    const at = new Date('2025-03-01T09:00:00.123Z');
    const store = new MemoryStore({ file });
    await store.set('users/U1', { name: '花子', createdAt: at, images: { 'client/profile': at }, list: [at] });
    await store.set('users/U1/profiles/client', { name: '花子' });
    await waitForFile();

    const reloaded = new MemoryStore({ file });
    const user = await reloaded.get<{ createdAt: Date; images: Record<string, Date>; list: Date[] }>('users/U1');
    expect(user?.createdAt).toBeInstanceOf(Date);
    expect(user?.createdAt.toISOString()).toBe(at.toISOString());
    expect(user?.images['client/profile'].getTime()).toBe(at.getTime());
    expect(user?.list[0].getTime()).toBe(at.getTime());
    expect(await reloaded.get('users/U1/profiles/client')).toEqual({ name: '花子' });
    // Reloaded Dates still compare as Dates in queries.
    expect(await reloaded.count('users', { where: [['createdAt', '<', new Date('2026-01-01')]] })).toBe(1);
  });

  it('flush writes at once; deletions persist too', async () => {
    const store = new MemoryStore({ file });
    await store.set('a/1', { n: 1 });
    await store.set('a/2', { n: 2 });
    await store.delete('a/1');
    store.flush();
    expect(new MemoryStore({ file }).dump()).toEqual({ 'a/2': { n: 2 } });
  });

  it('starts from the seed only when there is no file yet', async () => {
    const seed = { 'partnerSalons/x': { email: 'x@example.jp', companyName: 'X' } };
    const first = new MemoryStore({ file, seed });
    expect(await first.get('partnerSalons/x')).toEqual(seed['partnerSalons/x']);
    await first.delete('partnerSalons/x');
    first.flush();
    expect(await new MemoryStore({ file, seed }).get('partnerSalons/x')).toBeNull();
  });

  it('without a file nothing is written', async () => {
    const store = new MemoryStore();
    await store.set('a/1', { n: 1 });
    store.flush();
    expect(existsSync(join(dir, 'local'))).toBe(false);
  });

  it('a write is in the log before it resolves, and a file of the former format (no $meta) loads', async () => {
    mkdirSync(join(dir, 'local'), { recursive: true });
    writeFileSync(file, JSON.stringify({ 'a/1': { at: { $date: '2025-01-01T00:00:00.000Z' } } }, null, 1));
    const store = new MemoryStore({ file });
    expect((await store.get<{ at: Date }>('a/1'))?.at).toBeInstanceOf(Date);
    await store.set('a/2', { n: 2 });
    expect(readFileSync(`${file}.wal`, 'utf8')).toContain('"a/2"');
    expect(new MemoryStore({ file }).dump()).toEqual({ 'a/1': { at: new Date('2025-01-01T00:00:00.000Z') }, 'a/2': { n: 2 } });
  });

  it('a log without its snapshot is stale (the file was deleted to reset): the seed is used', async () => {
    const store = new MemoryStore({ file });
    await store.set('a/1', { n: 1 });
    rmSync(file);
    expect(new MemoryStore({ file, seed: { 'b/1': { n: 1 } } }).dump()).toEqual({ 'b/1': { n: 1 } });
  });
});
