/**
 * The images feature's public entry: the only file another feature imports from it
 * (docs/architecture.md "Import rules", enforced by eslint.config.mjs).
 */
export { BROKEN_IMAGE, NOT_AN_IMAGE } from './process';
export { toStoredJpegs, type EncodedVariant, type VariantSpec } from './variants';
