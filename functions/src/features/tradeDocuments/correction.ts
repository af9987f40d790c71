/**
 * The worker's corrected 請求書 (消費税法 57条の4 4項: the issuer of an invoice with an error issues a
 * corrected one; docs/product/law.md#the-name-on-the-documents). Her newest 請求書 is re-issued as the
 * next version, naming the one it replaces, with her 登録番号 and 請求書に記載する氏名・屋号 as her
 * profile has them now: only the issuer's identity changes, every amount and date is the replaced
 * version's. In one transaction with the version: the salon's notice and the room's line.
 */
import { CLIENT, withId } from '@common/paths';
import {
  INVOICE_CORRECTED_TEXT,
  INVOICE_LINK_LABEL,
  INVOICE_UNCHANGED,
  invoiceCorrectionNote,
  type TradeDocumentView,
} from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { contracts } from '../../documents/contracts';
import { notify } from '../../documents/notifications';
import { appendMessage, rooms } from '../../documents/rooms';
import { TRADE_DOCUMENT_NOT_FOUND, documentsOfContract, newestOfKind, tradeDocuments } from '../../documents/tradeDocuments';
import { prepareIssue } from './issue';
import { toView } from './model';
import { partiesOf } from './parties';

/**
 * POST /liff/documents/:id/correct. To anyone but the contract's worker, for any kind but her 請求書,
 * and for a version a later one replaced, the document does not exist here (404): parallel repeats
 * find the version they named replaced and change nothing. 409 when her number and name are those
 * the 請求書 carries already.
 */
export async function correctInvoice(deps: Deps, actor: Actor, id: string): Promise<TradeDocumentView> {
  const issued = await deps.store.runTransaction(async (tx) => {
    const doc = await tradeDocuments.get(tx, id);
    if (!doc || doc.kind !== 'invoice') throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
    const [contract, siblings, room] = await Promise.all([
      contracts.get(tx, doc.contractId),
      documentsOfContract(tx, doc.contractId),
      rooms.get(tx, doc.contractId),
    ]);
    if (!contract || contract.workerId !== actor.uid || doc.worker.userId !== actor.uid)
      throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
    if (newestOfKind(siblings, 'invoice')?.id !== doc.id) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
    const parties = await partiesOf(tx, contract);
    const changed = {
      number: parties.workerRegistrationNumber !== doc.body.issuerRegistrationNumber,
      name: parties.worker.name !== doc.worker.name,
    };
    if (!changed.number && !changed.name) throw errors.conflict(INVOICE_UNCHANGED);
    const now = deps.clock.now();
    const issue = await prepareIssue(tx, 'invoice', now);
    // Every read is done: the version, the room's line and the salon's notice.
    const version = doc.version + 1;
    const next = issue.write(tx, {
      kind: 'invoice',
      contractId: doc.contractId,
      // The salon as the replaced version named it: the recipient is not what is corrected.
      client: doc.client,
      worker: parties.worker,
      version,
      replaces: { id: doc.id, number: doc.number, version: doc.version },
      body: {
        ...doc.body,
        issuerRegistrationNumber: parties.workerRegistrationNumber,
        revisionNote: invoiceCorrectionNote(changed),
      },
    });
    // (docs/product/notifications.md#system-messages) the room's line links to the new version.
    if (room) {
      appendMessage(
        tx,
        room,
        {
          kind: 'system',
          senderId: null,
          actorId: actor.uid,
          text: `${INVOICE_CORRECTED_TEXT}（第${version}版）`,
          document: { id: next.id, label: INVOICE_LINK_LABEL },
        },
        now,
      );
    }
    notify(
      deps,
      tx,
      {
        userId: contract.clientId,
        kind: 'invoice_corrected',
        title: '請求書が訂正されました',
        body: `「${doc.body.title}」の請求書が第${version}版に訂正されました。${next.body.revisionNote ?? ''}`,
        path: withId(CLIENT.document, next.id),
        contractId: contract.id,
      },
      now,
    );
    return next;
  });
  // Her first view of the new version is recorded when she opens it (GET /liff/documents/:id).
  return toView(issued, 'worker', issued, null);
}
