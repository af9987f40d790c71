/**
 * The portfolio feature's public entry: the only file another feature or the entry points import
 * from it (docs/architecture.md "Import rules").
 */
export { sweepPortfolioUploads, type PortfolioSweepReport } from './sweep';
