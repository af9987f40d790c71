/**
 * The stored partner directory, operated by admins (docs/product/admin.md#partner-directory): an import
 * is previewed (what it adds, changes and removes; nothing written to the directory), then applied
 * exactly as previewed; single accounts are edited or removed. Every change moves the pointer's
 * revision and writes its audit entry in the transaction that makes it
 * (docs/product/admin.md#audit-log).
 *
 * An import may be far larger than the 500 writes of one Firestore transaction, so it writes a whole
 * new version of the directory first (invisible: nothing reads it), then switches the pointer
 * `partnerDirectory/current` in one small transaction that also checks the directory did not change
 * since the preview; salon verification reads through the pointer (adapters/partner/local.ts). A
 * failure before the switch changes nothing; the version it wrote is removed.
 */
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import {
  PARTNER_LIMITS,
  normaliseCompany,
  normaliseEmail,
  type PartnerEntry,
  type PartnerImportPreview,
  type PartnerImportResult,
  type PartnerPage,
  type PartnerRow,
} from '@common/partners';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { audit } from '../../documents/auditLog';
import { put, type Reader } from '../../documents/collection';
import {
  countPartnerEntries,
  partnerEntries,
  partnerEntryBatch,
  partnerImportChunks,
  partnerImports,
  partnerPointer,
  readPartnerPointer,
  removePartnerEntry,
  type PartnerImportDoc,
  type PartnerPointerDoc,
  type StoredPartnerDoc,
} from '../../documents/partnerDirectory';
import { CSV_MESSAGES, parsePartnerFile, type FileEntry } from './csv';
import { toPartnerEntry, type PartnerDeleteDto, type PartnerEditDto } from './model';

export const PARTNER_MESSAGES = {
  notFound: 'この提携サロンは登録されていません',
  changed: 'ディレクトリが更新されました。もう一度プレビューしてください',
  noPreview: 'プレビューが見つかりません。もう一度プレビューしてください',
  expired: 'プレビューの有効期限（1時間）が切れました。もう一度プレビューしてください',
  applying: 'この取り込みは処理中です。しばらくしてから結果をご確認ください',
} as const;

/** The admin id of the command-line import (docs/product/admin.md#audit-log). */
export const SHELL_ADMIN = 'shell';

const PREVIEW_TTL_MS = 60 * 60 * 1000;
/** Longer than a request may run (60 s): a call that died leaves the preview applicable again after it. */
const APPLY_LEASE_MS = 2 * 60 * 1000;
/** Firestore allows 500 writes a transaction; the versions are written and removed 400 at a time. */
const WRITES_PER_TX = 400;
const READ_BATCH = 500;
/** A preview's accounts per chunk document, by JSON size (Firestore: 1 MiB a document). */
const CHUNK_BYTES = 700 * 1024;

const newVersionId = () => randomBytes(15).toString('base64url').slice(0, 20);

/** Every account of one version, by key. */
async function loadVersion(r: Reader, version: string): Promise<Map<string, StoredPartnerDoc>> {
  const all = new Map<string, StoredPartnerDoc>();
  let after: unknown[] | undefined;
  for (;;) {
    const batch = await partnerEntryBatch(r, version, after, READ_BATCH);
    for (const d of batch) all.set(d.data.key, d.data);
    if (batch.length < READ_BATCH) return all;
    after = [batch[batch.length - 1].data.key];
  }
}

const rowOf = (e: { key: string; email: string; companyName: string }): PartnerRow => ({
  key: e.key,
  email: e.email,
  companyName: e.companyName,
});

function diffOf(current: Map<string, StoredPartnerDoc>, entries: FileEntry[]) {
  const added: PartnerRow[] = [];
  const changed: PartnerImportPreview['changed'] = [];
  let unchanged = 0;
  const inFile = new Set<string>();
  for (const e of entries) {
    inFile.add(e.key);
    const before = current.get(e.key);
    if (!before) added.push(rowOf(e));
    else if (before.email !== e.email || before.companyName !== e.companyName) {
      changed.push({
        key: e.key,
        email: e.email,
        before: { email: before.email, companyName: before.companyName },
        after: { email: e.email, companyName: e.companyName },
      });
    } else unchanged++;
  }
  const removed = [...current.values()].filter((d) => !inFile.has(d.key)).map(rowOf);
  return { added, changed, removed, unchanged };
}

/** The file's accounts in chunks under the document size limit. */
function chunksOf(entries: FileEntry[]): FileEntry[][] {
  const chunks: FileEntry[][] = [[]];
  let size = 0;
  for (const e of entries) {
    const bytes = Buffer.byteLength(JSON.stringify(e), 'utf8') + 1;
    if (size + bytes > CHUNK_BYTES && chunks[chunks.length - 1].length) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1].push(e);
    size += bytes;
  }
  return chunks;
}

/**
 * What applying the file would do, against the directory consulted now. Only a file without invalid
 * lines gets a token; its accounts are kept with the preview (partnerImports/{token}), not in the
 * directory, for an hour.
 */
export async function previewImport(
  deps: Deps,
  adminId: string,
  text: string,
  encoding: PartnerImportPreview['encoding'] = 'utf-8',
): Promise<PartnerImportPreview> {
  const { entries, invalid, headerBad } = parsePartnerFile(text);
  if (!entries.length && !invalid.length) throw errors.invalid({ csv: CSV_MESSAGES.empty }, CSV_MESSAGES.empty);
  const now = deps.clock.now();
  const pointer = await readPartnerPointer(deps.store);
  const current = await loadVersion(deps.store, pointer.version);
  // A file whose header is wrong says nothing about the directory: no list, only its invalid line.
  const { added, changed, removed, unchanged } = headerBad
    ? { added: [], changed: [], removed: [], unchanged: 0 }
    : diffOf(current, entries);
  const counts = {
    current: current.size,
    file: entries.length,
    added: added.length,
    changed: changed.length,
    removed: removed.length,
    unchanged,
    invalid: invalid.length,
  };
  let token: string | null = null;
  let expiresAt: Date | null = null;
  if (!invalid.length && entries.length) {
    token = deps.store.newId();
    expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
    const chunks = chunksOf(entries);
    const id = token;
    for (const [i, chunk] of chunks.entries()) {
      await deps.store.runTransaction(async (tx) => partnerImportChunks(id).put(tx, String(i), { entries: chunk }));
    }
    const doc: PartnerImportDoc = {
      id,
      adminId,
      createdAt: now,
      expiresAt,
      baseVersion: pointer.version,
      baseRevision: pointer.revision,
      chunks: chunks.length,
      total: entries.length,
      counts: { added: added.length, changed: changed.length, removed: removed.length, current: current.size },
      applyingUntil: null,
      appliedAt: null,
      appliedBy: null,
      appliedVersion: null,
      appliedRevision: null,
    };
    await deps.store.runTransaction(async (tx) => partnerImports.create(tx, id, doc));
  }
  const max = PARTNER_LIMITS.previewList;
  return {
    token,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    encoding,
    baseRevision: pointer.revision,
    added: added.slice(0, max),
    changed: changed.slice(0, max),
    removed: removed.slice(0, max),
    invalid: invalid.slice(0, max),
    counts,
    truncated: [added, changed, removed, invalid].some((l) => l.length > max),
  };
}

const resultOf = (imp: PartnerImportDoc, alreadyApplied: boolean): PartnerImportResult => ({
  token: imp.id,
  revision: imp.appliedRevision ?? 0,
  appliedAt: (imp.appliedAt ?? new Date(0)).toISOString(),
  alreadyApplied,
  counts: { added: imp.counts.added, changed: imp.counts.changed, removed: imp.counts.removed, total: imp.total },
});

const unchangedSince = (pointer: PartnerPointerDoc, imp: PartnerImportDoc) =>
  pointer.revision === imp.baseRevision && pointer.version === imp.baseVersion;

/** Removes one version's accounts, 400 a transaction (a version no longer, or never, consulted). */
async function removeVersion(deps: Deps, version: string): Promise<void> {
  for (;;) {
    const batch = await partnerEntryBatch(deps.store, version, undefined, WRITES_PER_TX);
    if (!batch.length) return;
    await deps.store.runTransaction(async (tx) => {
      for (const d of batch) removePartnerEntry(tx, version, d.data.key);
    });
    if (batch.length < WRITES_PER_TX) return;
  }
}

async function removeChunks(deps: Deps, token: string, chunks: number): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    for (let i = 0; i < chunks; i++) tx.delete(partnerImportChunks(token).ref(String(i)).path);
  });
}

/** Clean-up after the switch or after a failure: never the answer's concern, logged when it fails. */
async function tidy(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    logger.write({ severity: 'WARNING', message: 'partner directory clean-up failed', what, error: String(e) });
  }
}

/**
 * Applies a preview: exactly its accounts become the directory, once. A repeat answers the applied
 * result again (alreadyApplied); a call while another applies it is a 409; a directory changed since
 * the preview (another import, an edit, a removal) is a 409 and nothing changes.
 */
export async function applyImport(deps: Deps, adminId: string, token: string): Promise<PartnerImportResult> {
  const now = deps.clock.now();
  const claim = await deps.store.runTransaction(async (tx) => {
    const [imp, pointer] = await Promise.all([partnerImports.get(tx, token), readPartnerPointer(tx)]);
    if (!imp) throw errors.notFound(PARTNER_MESSAGES.noPreview);
    if (imp.appliedAt) return { applied: imp };
    if (imp.expiresAt.getTime() <= now.getTime()) throw errors.conflict(PARTNER_MESSAGES.expired);
    if (imp.applyingUntil && imp.applyingUntil.getTime() > now.getTime()) throw errors.conflict(PARTNER_MESSAGES.applying);
    if (!unchangedSince(pointer, imp)) throw errors.conflict(PARTNER_MESSAGES.changed);
    partnerImports.patch(tx, token, { applyingUntil: new Date(now.getTime() + APPLY_LEASE_MS) });
    return { claimed: imp };
  });
  if (claim.applied) return resultOf(claim.applied, true);
  const imp = claim.claimed as PartnerImportDoc;

  const version = newVersionId();
  let outcome: { imp: PartnerImportDoc; switchedFrom: string | null };
  try {
    const chunks = await partnerImportChunks(token).query(deps.store);
    const entries = chunks.flatMap((c) => c.data.entries);
    if (chunks.length !== imp.chunks || entries.length !== imp.total) throw errors.conflict(PARTNER_MESSAGES.noPreview);
    for (let i = 0; i < entries.length; i += WRITES_PER_TX) {
      const part = entries.slice(i, i + WRITES_PER_TX);
      await deps.store.runTransaction(async (tx) => {
        for (const e of part) partnerEntries(version).put(tx, e.key, { ...rowOf(e), updatedAt: now });
      });
    }
    outcome = await deps.store.runTransaction(async (tx) => {
      const [current, pointer] = await Promise.all([partnerImports.get(tx, token), readPartnerPointer(tx)]);
      if (!current) throw errors.notFound(PARTNER_MESSAGES.noPreview);
      if (current.appliedAt) return { imp: current, switchedFrom: null };
      if (!unchangedSince(pointer, current)) throw errors.conflict(PARTNER_MESSAGES.changed);
      const revision = pointer.revision + 1;
      put(tx, partnerPointer, { version, revision, updatedAt: now, importId: token });
      const applied = {
        appliedAt: now,
        appliedBy: adminId,
        appliedVersion: version,
        appliedRevision: revision,
        applyingUntil: null,
      };
      partnerImports.patch(tx, token, applied);
      audit(
        tx,
        {
          adminId,
          action: 'partners.import',
          target: { kind: 'partnerDirectory', id: token },
          before: { version: pointer.version, revision: pointer.revision, total: current.counts.current },
          after: {
            version,
            revision,
            total: current.total,
            added: current.counts.added,
            changed: current.counts.changed,
            removed: current.counts.removed,
          },
        },
        now,
      );
      return { imp: { ...current, ...applied }, switchedFrom: pointer.version };
    });
  } catch (e) {
    await tidy('unused version', () => removeVersion(deps, version));
    await tidy('apply lease', () =>
      deps.store.runTransaction(async (tx) => {
        const current = await partnerImports.get(tx, token);
        if (current && !current.appliedAt) partnerImports.patch(tx, token, { applyingUntil: null });
      }),
    );
    throw e;
  }
  const { switchedFrom } = outcome;
  if (switchedFrom === null) {
    await tidy('unused version', () => removeVersion(deps, version));
    return resultOf(outcome.imp, true);
  }
  await tidy('previous version', () => removeVersion(deps, switchedFrom));
  await tidy('preview chunks', () => removeChunks(deps, token, imp.chunks));
  return resultOf(outcome.imp, false);
}

/** The directory's revision moves on with a single change too, so that an older preview is refused. */
const bumped = (pointer: PartnerPointerDoc, now: Date): PartnerPointerDoc => ({
  ...pointer,
  revision: pointer.revision + 1,
  updatedAt: now,
});

export async function updatePartner(deps: Deps, adminId: string, key: string, dto: PartnerEditDto): Promise<PartnerEntry> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const pointer = await readPartnerPointer(tx);
    const entries = partnerEntries(pointer.version);
    const before = await entries.get(tx, key);
    if (!before) throw errors.notFound(PARTNER_MESSAGES.notFound);
    // The same name again changes nothing and writes no entry: a repeated request is harmless.
    if (before.companyName === dto.companyName) return toPartnerEntry(before);
    const after: StoredPartnerDoc = { ...before, companyName: dto.companyName, updatedAt: now };
    entries.put(tx, key, after);
    put(tx, partnerPointer, bumped(pointer, now));
    audit(
      tx,
      {
        adminId,
        action: 'partner.update',
        target: { kind: 'partner', id: key },
        reason: dto.reason || null,
        before: { email: before.email, companyName: before.companyName },
        after: { email: before.email, companyName: dto.companyName },
      },
      now,
    );
    return toPartnerEntry(after);
  });
}

export async function deletePartner(
  deps: Deps,
  adminId: string,
  key: string,
  dto: PartnerDeleteDto,
): Promise<{ key: string; deleted: true }> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const pointer = await readPartnerPointer(tx);
    const before = await partnerEntries(pointer.version).get(tx, key);
    if (!before) throw errors.notFound(PARTNER_MESSAGES.notFound);
    removePartnerEntry(tx, pointer.version, key);
    put(tx, partnerPointer, bumped(pointer, now));
    audit(
      tx,
      {
        adminId,
        action: 'partner.delete',
        target: { kind: 'partner', id: key },
        reason: dto.reason,
        before: { email: before.email, companyName: before.companyName },
        after: null,
      },
      now,
    );
    return { key, deleted: true as const };
  });
}

/** A filter over a large directory reads at most this many accounts a request (then a cursor goes on). */
const SEARCH_SCAN = 3000;

/** The directory consulted now, by key; `q` keeps accounts whose e-mail or company name contains it (compared normalised). */
export async function listPartners(deps: Deps, q: string | undefined, after: unknown[] | undefined): Promise<PartnerPage> {
  const pointer = await readPartnerPointer(deps.store);
  const email = q ? normaliseEmail(q) : '';
  const company = q ? normaliseCompany(q) : '';
  const keep = q
    ? (docs: { data: StoredPartnerDoc }[]) =>
        docs.map(
          ({ data }) =>
            normaliseEmail(data.email).includes(email) || (!!company && normaliseCompany(data.companyName).includes(company)),
        )
    : undefined;
  const [page, total] = await Promise.all([
    scanPage<StoredPartnerDoc>({
      fetch: (a, limit) => partnerEntryBatch(deps.store, pointer.version, a, limit),
      cursorOf: (d) => [d.data.key],
      keep,
      after,
      maxScan: SEARCH_SCAN,
    }),
    countPartnerEntries(deps.store, pointer.version),
  ]);
  return { items: page.items.map((d) => toPartnerEntry(d.data)), nextCursor: page.nextCursor, total, revision: pointer.revision };
}
