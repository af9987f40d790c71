/**
 * The business documents feature's public entry (docs/architecture.md "Import rules"): what the
 * 採用 (applications) and the contract transitions call, inside their own transactions, to issue the
 * 発注書 and its new versions (docs/product/entities.md#trade-documents).
 */
export { issueOrderIn, reviseOrderAfterDeliveryIn, type OrderRevision, type OrderStep } from './order';
