import type { Logger } from "../../lib/logger.js";
import type { JobMetrics } from "../../lib/metrics.js";
import type { WeatherService } from "./service.js";

/**
 * Refreshes the weather every `intervalMinutes` in this process (0 turns it off). A reading
 * younger than the interval postpones the first refresh until it is due, so restarts do not
 * call the provider each time. Failures are logged by the service and never leave the timer.
 */
export function createWeatherScheduler(deps: { weather: WeatherService; intervalMinutes: number; logger: Logger; jobs?: JobMetrics }) {
  const intervalMs = deps.intervalMinutes * 60_000;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  /** One refresh; resolves once it is stored or has failed (the service logs failures). */
  function tick(): Promise<void> {
    running = deps.weather.refresh(controller.signal).then(
      () => deps.jobs?.jobRan("weather-refresh", false),
      () => deps.jobs?.jobRan("weather-refresh", true),
    );
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(() => schedule(intervalMs)), delayMs);
    // The timer alone must not keep the process alive.
    timer.unref();
  }

  async function firstDelay(): Promise<number> {
    try {
      const latest = await deps.weather.latestRecordedAt();
      const age = latest ? Date.now() - Date.parse(latest) : Infinity;
      return Math.max(0, intervalMs - age);
    } catch (error) {
      deps.logger.error("Weather scheduler: could not read the latest reading", error);
      return intervalMs;
    }
  }

  return {
    tick,

    start(): void {
      if (intervalMs <= 0 || stopped) return;
      running = firstDelay().then(schedule);
    },

    /** Stops the timer, aborts a refresh in flight and waits for it, so the database can close. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await running;
    },
  };
}

export type WeatherScheduler = ReturnType<typeof createWeatherScheduler>;
