/**
 * The stored partner directory (docs/product/admin.md#partner-directory), typed over its layout in
 * ports/partners.ts: the pointer, the versions' accounts, and the previews an import is applied from.
 */
import {
  BASE_VERSION,
  PARTNER_POINTER_PATH,
  partnerEntriesPath,
  type PartnerPointerDoc,
  type StoredPartnerDoc,
} from '../ports/partners';
import type { DocumentStore, TransactionOps } from '../ports/store';
import { collection, read, ref, type Reader } from './collection';

export type { PartnerPointerDoc, StoredPartnerDoc } from '../ports/partners';

export const partnerPointer = ref<PartnerPointerDoc>(PARTNER_POINTER_PATH);

/** The pointer as it is, or the seed's base version before anything changed it. */
export async function readPartnerPointer(r: Reader): Promise<PartnerPointerDoc> {
  return (await read(r, partnerPointer)) ?? { version: BASE_VERSION, revision: 0, updatedAt: new Date(0), importId: null };
}

/** The accounts of one version, keyed by partnerKey. */
export const partnerEntries = (version: string) => collection<StoredPartnerDoc>(partnerEntriesPath(version));

/** One ordered batch of a version's accounts, by key. */
export const partnerEntryBatch = (r: Reader, version: string, after: unknown[] | undefined, limit: number) =>
  partnerEntries(version).query(r, { orderBy: [['key', 'asc']], startAfter: after, limit });

export const removePartnerEntry = (tx: Pick<TransactionOps, 'delete'>, version: string, key: string) =>
  tx.delete(partnerEntries(version).ref(key).path);

export const countPartnerEntries = (store: Pick<DocumentStore, 'count'>, version: string) =>
  store.count(partnerEntriesPath(version));

/**
 * partnerImports/{token}: a preview that can be applied. The file's accounts are kept in
 * partnerImports/{token}/chunks/{n} (each under Firestore's 1 MiB document limit); the preview's
 * counts and lists are kept for the apply's answer and audit entry.
 */
export interface PartnerImportDoc {
  id: string;
  adminId: string;
  createdAt: Date;
  expiresAt: Date;
  /** The pointer the preview was made against. */
  baseVersion: string;
  baseRevision: number;
  chunks: number;
  total: number;
  counts: { added: number; changed: number; removed: number; current: number };
  /** A call applying it holds it until then (parallel calls answer 409 meanwhile). */
  applyingUntil: Date | null;
  appliedAt: Date | null;
  appliedBy: string | null;
  appliedVersion: string | null;
  appliedRevision: number | null;
}

export interface PartnerImportChunkDoc {
  entries: { key: string; email: string; companyName: string }[];
}

export const partnerImports = collection<PartnerImportDoc>('partnerImports');
export const partnerImportChunks = (token: string) => collection<PartnerImportChunkDoc>(`partnerImports/${token}/chunks`);
