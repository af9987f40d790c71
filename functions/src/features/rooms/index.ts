/**
 * The rooms feature's public entry: the only file another feature imports from it
 * (docs/architecture.md "Import rules", enforced by eslint.config.mjs).
 */
export { badges, getRoom } from './service';
export { listMessages } from './messages';
export { refuseContactIn } from './contactGuard';
