/**
 * The operator's identity and the fee rate the 特定商取引法に基づく表記 shows (docs/product/constants.md#operator),
 * from VITE_OPERATOR_* and VITE_PLATFORM_FEE_RATE, checked as the API checks OPERATOR_* and PLATFORM_FEE_RATE.
 * vite.config.ts runs checkOperatorEnv at build time, so a malformed value fails the build; lib/operator.ts
 * reads the values. Relative imports only (vite.config.ts loads this outside the alias), and no page of the
 * first screens imports it: only the lazy 表記 page does.
 */
import { readOperator, type Operator } from '../../../common/src/operator';
import { DEFAULT_PLATFORM_FEE_RATE, isValidFeeRate } from '../../../common/src/fees';
import { isLocalBuild } from './configSchema';

type Env = Partial<Record<string, string | boolean | undefined>>;

const valueOf = (env: Env, name: string) => {
  const v = env[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

export interface OperatorSettings {
  operator: Operator;
  /** The platform fee's rate (a fraction); keep it equal to the API's PLATFORM_FEE_RATE. */
  feeRate: number;
}

function read(env: Env): OperatorSettings & { problems: string[] } {
  // A production build needs every VITE_OPERATOR_*, never the demo company's (docs/product/constants.md#operator).
  const { operator, problems } = readOperator((name) => valueOf(env, `VITE_${name}`), 'VITE_', !isLocalBuild(env));
  const raw = valueOf(env, 'VITE_PLATFORM_FEE_RATE');
  const rate = raw !== undefined && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  let feeRate = DEFAULT_PLATFORM_FEE_RATE;
  if (raw !== undefined) {
    if (isValidFeeRate(rate)) feeRate = rate;
    else problems.push(`VITE_PLATFORM_FEE_RATE must be a fraction from 0 to 0.5 in steps of 0.0001 (got "${raw}")`);
  }
  return { operator, feeRate, problems };
}

/** Every missing (production build) or malformed setting, one line each; empty when the build may go ahead. */
export const checkOperatorEnv = (env: Env): string[] => read(env).problems;

/** The values to show: each setting, else its default (a build with a malformed one never gets here). */
export function operatorSettings(env: Env): OperatorSettings {
  const { operator, feeRate } = read(env);
  return { operator, feeRate };
}
