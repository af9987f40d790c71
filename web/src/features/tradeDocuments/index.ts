/** The business documents feature's public entry: the 「書類」 section of the contract page. */
export { ContractDocumentsSection } from './ContractDocumentsSection';
