/** The corpus' seed helper (fixed seed + a random one printed once per file); one copy, in common. */
export { FIXED_SEED, RANDOM_SEED, SEED_RUNS, check, logSeeds, runs, type SeedRun } from '../../../common/test/property/seed';
