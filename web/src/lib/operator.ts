/**
 * The operator's identity and fee rate for the pages that show them (docs/product/constants.md#operator),
 * read once from the VITE_* variables through lib/operatorSettings.ts.
 */
import { env } from './env';
import { operatorSettings } from './operatorSettings';

export const operatorConfig = operatorSettings(env);
