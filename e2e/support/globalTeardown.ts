/** Stops the servers globalSetup started: each runs in its own process group (npx and its child). */
export default async function globalTeardown() {
  for (const proc of globalThis.__E2E_PROCS__ ?? []) {
    try {
      if (proc.pid) process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
