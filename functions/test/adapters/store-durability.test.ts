/**
 * The embedded store loses nothing on a crash (adapters/store/storeFile.ts): a child process
 * commits transactions (compacting often, so the kill also lands mid-compaction) and reports each
 * one as it is acknowledged; it is killed with SIGKILL at a random moment; a store reopened on the
 * file holds every acknowledged commit, whole, and the file always loads.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MemoryStore } from '../../src/adapters/store/memory';

jest.setTimeout(120_000);

const memoryModule = resolve(__dirname, '../../src/adapters/store/memory.ts');
const tsx = require.resolve('tsx');

/** Commits n transactions, each a new document plus a counter update; prints "ack <i>" after each. */
const child = `
import { MemoryStore } from ${JSON.stringify(memoryModule)};
const [file, start] = process.argv.slice(2);
const store = new MemoryStore({ file, compactBytes: 64 * 1024 });
const payload = 'x'.repeat(300);
(async () => {
  for (let i = Number(start); ; i++) {
    await store.runTransaction(async (tx) => {
      const counter = await tx.get('meta/counter');
      tx.set('items/' + i, { i, at: new Date(1700000000000 + i), payload });
      tx.set('meta/counter', { n: i, seen: ((counter?.seen as number) ?? 0) + 1 });
      if (i % 7 === 0) tx.delete('items/' + (i - 3));
    });
    process.stdout.write('ack ' + i + '\\n');
    if (i % 50 === 0) await new Promise((r) => setImmediate(r));
  }
})();
`;

/** Runs the child until it has acknowledged at least `minAcks` commits and a random moment after. */
function runAndKill(script: string, file: string, start: number, minAcks: number): Promise<number[]> {
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, ['--import', tsx, script, file, String(start)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: number[] = [];
    let buffered = '';
    let killTimer: NodeJS.Timeout | null = null;
    let stderr = '';
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const l of lines) if (l.startsWith('ack ')) acks.push(Number(l.slice(4)));
      if (!killTimer && acks.length >= minAcks) killTimer = setTimeout(() => p.kill('SIGKILL'), Math.random() * 300);
    });
    // 'close', not 'exit': 'exit' can come before the last of the child's output has been read
    // from the pipe (Node's child_process docs), and an ack missed there made a durable commit
    // look like one that was never acknowledged.
    p.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`child ended without being killed: ${stderr}`));
      // An ack still in the pipe was printed after its commit was durable: count it too.
      for (const l of buffered.split('\n')) if (/^ack \d+$/.test(l)) acks.push(Number(l.slice(4)));
      done(acks);
    });
  });
}

describe('embedded store durability', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'salonworks-durability-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('after kill -9 at random moments, every acknowledged commit is there and the file loads', async () => {
    const script = join(dir, 'child.ts');
    writeFileSync(script, child);
    const file = join(dir, 'local', 'store.json');
    let next = 0;
    for (let round = 0; round < 5; round++) {
      const acks = await runAndKill(script, file, next, 200 + Math.floor(Math.random() * 400));
      expect(acks.length).toBeGreaterThan(0);
      const store = new MemoryStore({ file });
      const last = acks[acks.length - 1];
      const counter = await store.get<{ n: number; seen: number }>('meta/counter');
      // Every acknowledged commit is there. Later ones may be too: a commit is durable before its ack,
      // and acks still queued in the child (a pipe the busy parent had not drained) die with it.
      expect(counter!.n).toBeGreaterThanOrEqual(last);
      // Every transaction saw the one before it: none was lost in between.
      expect(counter!.seen).toBe(counter!.n + 1);
      const items = await store.query<{ i: number; at: Date }>('items');
      const present = new Set(items.map((r) => r.data.i));
      for (let i = 0; i <= last; i++) {
        const deleted = (i + 3) % 7 === 0 && i + 3 <= counter!.n;
        expect(present.has(i)).toBe(!deleted);
      }
      for (const r of items) expect(r.data.at.getTime()).toBe(1700000000000 + r.data.i);
      // The snapshot itself is always whole JSON.
      expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
      next = counter!.n + 1;
    }
  });

  it('a torn last line (power loss mid-append) is cut off; earlier commits load', async () => {
    const file = join(dir, 'store.json');
    const store = new MemoryStore({ file });
    await store.set('a/1', { n: 1 });
    await store.set('a/2', { n: 2 });
    writeFileSync(`${file}.wal`, `${readFileSync(`${file}.wal`, 'utf8')}{"s":3,"w":[["a/3",{"n":`);
    const reopened = new MemoryStore({ file });
    expect(reopened.dump()).toEqual({ 'a/1': { n: 1 }, 'a/2': { n: 2 } });
    await reopened.set('a/4', { n: 4 });
    expect(new MemoryStore({ file }).dump()).toEqual({ 'a/1': { n: 1 }, 'a/2': { n: 2 }, 'a/4': { n: 4 } });
  });

  it('a background compaction leaves the same documents, written meanwhile or not', async () => {
    const file = join(dir, 'store.json');
    const store = new MemoryStore({ file });
    for (let i = 0; i < 2000; i++) await store.set(`a/${i}`, { i, at: new Date(i) });
    const compaction = store.compact();
    for (let i = 0; i < 500; i++) {
      await store.update(`a/${i}`, { i: -i - 1 });
      await store.delete(`a/${1000 + i}`);
      await new Promise((r) => setImmediate(r));
    }
    await compaction;
    await store.set('a/last', { i: 1 });
    expect(new MemoryStore({ file }).dump()).toEqual(store.dump());
  });
});
