import type { Logger } from "../../lib/logger.js";

/**
 * Marks published listings past their end as expired: once at start, then every `intervalMinutes`
 * (0 turns the timer off). Between sweeps the owner's own views stay right, as they sweep that
 * owner's listings before reading them.
 */
export function createExpiryScheduler(deps: { expireDue: () => Promise<number>; intervalMinutes: number; logger: Logger }) {
  const intervalMs = deps.intervalMinutes * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function tick(): Promise<void> {
    running = deps.expireDue().then(
      () => undefined,
      (error: unknown) => deps.logger.error("Listing expiry sweep failed", error),
    );
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(() => schedule(intervalMs)), delayMs);
    // The timer alone must not keep the process alive.
    timer.unref();
  }

  return {
    tick,
    start(): void {
      if (intervalMs <= 0 || stopped) return;
      schedule(0);
    },
    /** Stops the timer and waits for a sweep in flight, so the database can close. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type ExpiryScheduler = ReturnType<typeof createExpiryScheduler>;
