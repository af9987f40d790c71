/**
 * Seeds of the property-based corpus. Every property runs twice: once with a fixed seed,
 * the same in every run, and once with a random seed printed once per file, so that a failure
 * found by chance can be replayed:
 *
 *   PROPERTY_SEED=<seed> npx jest <file>     # the "random" run uses this seed
 *   PROPERTY_RUNS=<n>                        # multiplies nothing, replaces each property's run count
 *
 * fast-check reports a failure with its seed, path and shrunk counterexample (verbose: 1 keeps the
 * failing case's details); the helper adds which run (fixed or random) it was.
 */
import fc from 'fast-check';

export const FIXED_SEED = 20261123;

const fromEnv = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
};

/** The random seed of this process: PROPERTY_SEED when given, else a fresh 31-bit integer. */
export const RANDOM_SEED = fromEnv('PROPERTY_SEED') ?? (Math.random() * 0x7fffffff) | 0;

export interface SeedRun {
  label: 'fixed' | 'random';
  seed: number;
}

export const SEED_RUNS: SeedRun[] = [
  { label: 'fixed', seed: FIXED_SEED },
  { label: 'random', seed: RANDOM_SEED },
];

/** One short line per file: the seeds and how to replay the random one. */
export function logSeeds(file: string): void {
  process.stdout.write(
    `property seeds (${file}): fixed=${FIXED_SEED} random=${RANDOM_SEED}` +
      ` (replay: PROPERTY_SEED=${RANDOM_SEED} npx jest ${file})\n`,
  );
}

/** numRuns for a property: PROPERTY_RUNS when given (e.g. a long local soak), else the default. */
export const runs = (numRuns: number): number => fromEnv('PROPERTY_RUNS') ?? numRuns;

/** fc.assert with the run's seed; on failure the message names the run and how to replay it. */
export async function check<Ts>(property: fc.IRawProperty<Ts>, run: SeedRun, numRuns: number): Promise<void> {
  try {
    await fc.assert(property, { seed: run.seed, numRuns: runs(numRuns), verbose: 1 });
  } catch (e) {
    const replay = run.label === 'random' ? `PROPERTY_SEED=${run.seed}` : `(fixed seed ${run.seed}, fails in every run)`;
    if (e instanceof Error) e.message = `[${run.label} seed ${run.seed}; replay: ${replay}]\n${e.message}`;
    throw e;
  }
}
