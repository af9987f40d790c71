/**
 * Durable file of the embedded store: a snapshot plus a write-ahead log.
 *
 * - `store.json` is the snapshot: one JSON object, one document a line, Dates as {"$date": iso},
 *   with `"$meta": {"seq": n}` (n: the last commit it is known to hold; files without it load too).
 * - `store.json.wal` is the log: one JSON line per committed transaction, `{"s": seq, "w": [[path,
 *   document or null], ...]}` with each written document whole. A commit is appended with one
 *   write(2) before the transaction resolves (so a killed process loses nothing it acknowledged) and
 *   fdatasync'd in the background (for power loss).
 * - Compaction writes a new snapshot without stopping the event loop: it renames the log to
 *   `store.json.wal.<seq>` and opens a new one, then encodes the live documents a few milliseconds at
 *   a time into `store.json.compact.tmp`, fsyncs it and renames it over the snapshot, then deletes the old
 *   log. Documents written meanwhile may land in the snapshot or not: replaying the newer log (whole
 *   documents, in commit order) over it gives the same result either way (a fuzzy checkpoint).
 * - Loading reads the snapshot, then replays every log in order, skipping commits the snapshot
 *   holds; a torn last line (power loss mid-append) is cut off. Logs without a snapshot are stale
 *   (the snapshot was deleted to reset the store) and are removed.
 */
import {
  closeSync,
  existsSync,
  fdatasync,
  fstatSync,
  ftruncateSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
  close,
} from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DocData } from '../../ports/store';

/** One commit: every document it wrote, whole, or null when deleted. */
export type Commit = Array<readonly [path: string, data: DocData | null]>;

function replacer(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}
const encode = (v: unknown) => JSON.stringify(v, replacer);
const decode = <T>(json: string): T =>
  JSON.parse(json, (_k, v: unknown) =>
    v && typeof v === 'object' && '$date' in v ? new Date((v as { $date: string }).$date) : v,
  ) as T;

const META = '$meta';
/** Time the compaction encodes before it lets other work run. */
const SLICE_MS = 4;
const CHUNK_CHARS = 1 << 20;

export interface StoreFileOptions {
  /** Compact once the log is this big and at least as big as the last snapshot (bytes). */
  compactBytes?: number;
}

export class StoreFile {
  private fd = -1;
  private seq = 0;
  private walBytes = 0;
  private snapshotBytes = 0;
  private syncing = false;
  private unsynced = false;
  /** Bumped by every synchronous snapshot: a compaction started before it gives up. */
  private generation = 0;
  private compacting: Promise<void> | null = null;
  private readonly wal: string;
  private readonly compactBytes: number;

  constructor(
    private readonly file: string,
    options: StoreFileOptions = {},
  ) {
    this.wal = `${file}.wal`;
    this.compactBytes = options.compactBytes ?? 1 << 20;
  }

  /** Older logs (renamed by a compaction), oldest first. */
  private segments(): string[] {
    const dir = dirname(this.file);
    const prefix = `${basename(this.wal)}.`;
    return readdirSync(dir)
      .filter((f) => f.startsWith(prefix) && /^\d+$/.test(f.slice(prefix.length)))
      .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
      .map((f) => join(dir, f));
  }

  /**
   * The stored documents: the snapshot with the logs replayed, or `seed` (written as the first
   * snapshot) when there is no snapshot yet. Opens the log for appending.
   */
  load(seed: Record<string, DocData>, clone: (d: DocData) => DocData): Map<string, DocData> {
    mkdirSync(dirname(this.file), { recursive: true });
    const docs = new Map<string, DocData>();
    if (!existsSync(this.file)) {
      for (const f of [...this.segments(), this.wal]) rmSync(f, { force: true });
      for (const [path, data] of Object.entries(seed)) docs.set(path, clone(data));
      this.writeSnapshotSync(docs);
    } else {
      const text = readFileSync(this.file, 'utf8');
      this.snapshotBytes = text.length;
      const { [META]: meta, ...stored } = decode<Record<string, DocData>>(text);
      this.seq = (meta as { seq?: number } | undefined)?.seq ?? 0;
      for (const [path, data] of Object.entries(stored)) docs.set(path, data);
      for (const f of [...this.segments(), this.wal]) this.replay(f, docs);
    }
    this.fd = openSync(this.wal, 'a');
    this.walBytes = fstatSync(this.fd).size;
    return docs;
  }

  /** Applies the commits of one log newer than the snapshot; cuts off a torn tail. */
  private replay(file: string, docs: Map<string, DocData>) {
    if (!existsSync(file)) return;
    const text = readFileSync(file);
    let at = 0;
    while (at < text.length) {
      const end = text.indexOf(10, at);
      if (end < 0) break;
      let commit: { s: number; w: Commit };
      try {
        commit = decode(text.subarray(at, end).toString('utf8'));
      } catch {
        break;
      }
      if (commit.s > this.seq) {
        for (const [path, data] of commit.w) {
          if (data) docs.set(path, data);
          else docs.delete(path);
        }
        this.seq = commit.s;
      }
      at = end + 1;
    }
    if (at < text.length) {
      const fd = openSync(file, 'r+');
      ftruncateSync(fd, at);
      closeSync(fd);
    }
  }

  /**
   * Appends one commit before it is applied (throws, and nothing is applied, when it cannot be
   * written). `docs` is the live map, for a compaction this may start.
   */
  append(commit: Commit, docs: ReadonlyMap<string, DocData>) {
    const line = `${encode({ s: this.seq + 1, w: commit })}\n`;
    const buf = Buffer.from(line, 'utf8');
    let written = 0;
    while (written < buf.length) written += writeSync(this.fd, buf, written);
    this.seq++;
    this.walBytes += buf.length;
    this.syncSoon();
    if (!this.compacting && this.walBytes >= Math.max(this.compactBytes, this.snapshotBytes)) {
      this.compact(docs).catch((e: unknown) => {
        // The logs stay and are replayed on start; the next append tries again.
        console.error('store compaction failed', e);
      });
    }
  }

  /** Background fdatasync of the log, coalescing the commits that arrive meanwhile. */
  private syncSoon() {
    if (this.syncing) {
      this.unsynced = true;
      return;
    }
    this.syncing = true;
    this.unsynced = false;
    fdatasync(this.fd, () => {
      this.syncing = false;
      if (this.unsynced) this.syncSoon();
    });
  }

  /** Starts a new log; the current one becomes `wal.<seq>`, to be deleted by the next snapshot. */
  private rotate() {
    const old = this.fd;
    renameSync(this.wal, `${this.wal}.${this.seq}`);
    this.fd = openSync(this.wal, 'a');
    this.walBytes = 0;
    this.syncing = false;
    this.unsynced = false;
    fdatasync(old, () => close(old, () => undefined));
  }

  /** Writes a snapshot in slices of a few milliseconds; resolves when it is in place. */
  compact(docs: ReadonlyMap<string, DocData>): Promise<void> {
    if (!this.compacting) {
      this.compacting = this.compactNow(docs).finally(() => {
        this.compacting = null;
      });
    }
    return this.compacting;
  }

  private async compactNow(docs: ReadonlyMap<string, DocData>) {
    const generation = this.generation;
    const seq = this.seq;
    this.rotate();
    const tmp = `${this.file}.compact.tmp`;
    const out = await open(tmp, 'w');
    let bytes = 0;
    try {
      let chunk = `{${JSON.stringify(META)}:${encode({ seq })}`;
      let sliceStart = performance.now();
      for (const [path, data] of docs) {
        chunk += `,\n${JSON.stringify(path)}:${encode(data)}`;
        if (chunk.length >= CHUNK_CHARS || performance.now() - sliceStart >= SLICE_MS) {
          bytes += chunk.length;
          await out.write(chunk);
          chunk = '';
          await new Promise((r) => setImmediate(r));
          sliceStart = performance.now();
        }
      }
      chunk += '\n}\n';
      bytes += chunk.length;
      await out.write(chunk);
      await out.sync();
    } finally {
      await out.close();
    }
    // A synchronous snapshot was written meanwhile: it is newer than this one.
    if (generation !== this.generation) {
      rmSync(tmp, { force: true });
      return;
    }
    // Renaming over the old snapshot would free its blocks inside the call (tens of ms for a big
    // file): a second link keeps them, and they are freed off the event loop.
    const old = `${this.file}.old`;
    rmSync(old, { force: true });
    linkSync(this.file, old);
    renameSync(tmp, this.file);
    this.snapshotBytes = bytes;
    const stale = [old, ...this.segments().filter((f) => Number(f.slice(f.lastIndexOf('.') + 1)) <= seq)];
    await Promise.all(stale.map((f) => rm(f, { force: true })));
  }

  private writeSnapshotSync(docs: ReadonlyMap<string, DocData>) {
    const parts = [`{${JSON.stringify(META)}:${encode({ seq: this.seq })}`];
    for (const [path, data] of docs) parts.push(`${JSON.stringify(path)}:${encode(data)}`);
    const text = `${parts.join(',\n')}\n}\n`;
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, text);
    const fd = openSync(tmp, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, this.file);
    this.snapshotBytes = text.length;
  }

  /** Writes a snapshot now, on the event loop, and empties the logs (explicit calls only). */
  flushSync(docs: ReadonlyMap<string, DocData>) {
    this.generation++;
    this.writeSnapshotSync(docs);
    if (this.fd >= 0) closeSync(this.fd);
    for (const f of [...this.segments(), this.wal]) rmSync(f, { force: true });
    this.fd = openSync(this.wal, 'a');
    this.walBytes = 0;
    this.syncing = false;
    this.unsynced = false;
  }
}
