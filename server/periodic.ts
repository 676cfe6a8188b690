/**
 * Runs `job` every `intervalMs` while the server runs, the first time after
 * `firstDelayMs`, so start-up and the first requests come first. A run slower than the
 * interval is not started twice by the same instance; the job logs its own failures.
 * Answers a function that stops it. The timers never keep the process alive on their own.
 */
export function startPeriodic(
  job: () => Promise<void>,
  { intervalMs, firstDelayMs }: { intervalMs: number; firstDelayMs: number },
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.min(firstDelayMs, intervalMs));
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
