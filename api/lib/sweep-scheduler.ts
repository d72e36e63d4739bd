import type { Logger } from "./logger.js";
import type { JobMetrics } from "./metrics.js";

/** A job's name as a metric label: "Saved-search alerts" is `saved-search-alerts`. */
export const jobLabel = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * Runs a sweep (listings past their end, promotions whose time is up) once at start, then every
 * `intervalMinutes` (0 turns the timer off); a failed sweep is logged and tried again next time.
 */
export function createSweepScheduler(deps: { name: string; sweep: () => Promise<number>; intervalMinutes: number; logger: Logger; jobs?: JobMetrics }) {
  const intervalMs = deps.intervalMinutes * 60_000;
  const job = jobLabel(deps.name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function tick(): Promise<void> {
    running = deps.sweep().then(
      () => deps.jobs?.jobRan(job, false),
      (error: unknown) => {
        deps.jobs?.jobRan(job, true);
        deps.logger.error(`${deps.name} failed`, error);
      },
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

export type SweepScheduler = ReturnType<typeof createSweepScheduler>;
