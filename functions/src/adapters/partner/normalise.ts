/**
 * How the partner account is compared (docs/architecture.md#salon-verifications-e-mail-step). The
 * e-mail: Unicode NFKC, trimmed, lower-cased (it also keys the stored directory and the per-address
 * limits, so it keeps that form). The company name: NFKC, every space and invisible format character
 * removed, case folded. Written once in common/src/partners.ts, which the admin feature that edits the
 * stored directory uses too (docs/product/admin.md#partner-directory).
 */
export { normaliseCompany, normaliseEmail, partnerKey } from '@common/partners';
