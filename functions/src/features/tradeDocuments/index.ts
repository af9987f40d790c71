/**
 * The business documents feature's public entry (docs/architecture.md "Import rules"): what the
 * 採用 (applications), the contract transitions and the transfer call, inside their own transactions,
 * to issue the 発注書 and its new versions, the 納品書, the 検収書 and 請求書, the fee's 請求書 and the
 * 支払明細 (docs/product/entities.md#trade-documents).
 */
export { issueOrderIn, reviseOrderAfterDeliveryIn, type OrderRevision, type OrderStep } from './order';
export {
  prepareAcceptanceIn,
  prepareDeliveryIn,
  prepareTransferIn,
  type Acceptance,
  type AcceptanceStep,
  type DeliveryStep,
  type TransferStep,
} from './dealDocuments';
export { backfillAllContracts, backfillContractDocuments, type BackfillReport, type ContractBackfill } from './backfill';
