/**
 * The parties of a contract as a business document names them when it is issued
 * (docs/product/entities.md#trade-documents): the names the app shows now (the salon's company too),
 * except that the worker is named by her 請求書に記載する氏名・屋号 when she has set one
 * (docs/product/law.md#the-name-on-the-documents), and the worker's 登録番号
 * (docs/product/law.md#invoices), read in the issuing transaction.
 */
import type { TradeParty } from '@common/tradeDocuments';
import type { TransactionOps } from '../../ports/store';
import { readAll } from '../../documents/collection';
import { clientProfileRef, workerProfileRef } from '../../documents/profiles';
import { users } from '../../documents/users';
import { toPublicClient, toPublicWorker } from '../../domain/publicProfiles';

export interface PartiesNow {
  client: TradeParty;
  worker: TradeParty;
  /** The worker's 適格請求書発行事業者登録番号 on her profile now, or null. */
  workerRegistrationNumber: string | null;
}

/** Reads both users and profiles (call before any write of the transaction). */
export async function partiesOf(tx: TransactionOps, c: { clientId: string; workerId: string }): Promise<PartiesNow> {
  const [clientUser, workerUser, clientProfile, workerProfile] = await readAll(tx, [
    users.ref(c.clientId),
    users.ref(c.workerId),
    clientProfileRef(c.clientId),
    workerProfileRef(c.workerId),
  ]);
  const pc = toPublicClient(c.clientId, clientUser, clientProfile);
  const pw = toPublicWorker(c.workerId, workerUser, workerProfile);
  return {
    client: { userId: c.clientId, name: pc.name, ...(pc.companyName ? { companyName: pc.companyName } : {}) },
    // Her documents only: the public profile and every screen keep the display name.
    worker: { userId: c.workerId, name: workerProfile?.invoiceName || pw.name },
    workerRegistrationNumber: workerProfile?.invoiceRegistrationNumber || null,
  };
}
