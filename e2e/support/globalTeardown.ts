export default async function globalTeardown() {
  for (const proc of globalThis.__E2E_PROCS__ ?? []) proc.kill('SIGTERM');
}
