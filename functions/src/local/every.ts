/**
 * A task the local server runs on a timer in place of a production schedule or trigger: once at
 * start, then every `everyMs`, never two runs at once, never keeping the process alive; a failure
 * is logged and the next run tries again. Returns a stop function.
 */
export function runEvery(name: string, everyMs: number, task: () => Promise<void>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (e) {
      console.error(`${name} failed`, e);
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick(), everyMs);
  handle.unref();
  void tick();
  return () => clearInterval(handle);
}
