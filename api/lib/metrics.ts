import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The server's Prometheus metrics, in a registry of its own: several servers in one process (the
 * tests) keep their counts apart. Observing is a few additions: it is done on every request.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  // CPU, memory, event-loop lag, GC: only when someone may read them (they sample on timers).
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern; via=in_process for the pages' own calls to /api/v1",
    labelNames: ["method", "route", "status_code", "via"] as const,
    // From a kept page (under 1 ms) to a slow search or upload.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Requests for pages the page cache may keep, by whether a kept copy answered them",
    labelNames: ["result"] as const,
    registers,
  });
  const queryDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time a database query took, by kind (select, insert, update, delete, raw) and outcome",
    labelNames: ["kind", "outcome"] as const,
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers,
  });
  const jobRuns = new Counter({ name: "job_runs_total", help: "Runs of a background job", labelNames: ["job"] as const, registers });
  const jobFailures = new Counter({ name: "job_failures_total", help: "Runs of a background job that failed", labelNames: ["job"] as const, registers });
  const emailsSent = new Counter({ name: "emails_sent_total", help: "E-mails handed to the SMTP server (or written to the outbox)", registers });
  const emailsFailed = new Counter({ name: "emails_failed_total", help: "E-mails that could not be sent", registers });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number, via: "http" | "in_process") {
      requestDuration.observe({ method, route, status_code: status, via }, seconds);
    },
    pageCacheLookup(result: "hit" | "miss") {
      pageCache.inc({ result });
    },
    observeQuery(kind: string, failed: boolean, seconds: number) {
      queryDuration.observe({ kind, outcome: failed ? "error" : "ok" }, seconds);
    },
    jobRan(job: string, failed: boolean) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
    },
    emailSent(failed: boolean) {
      (failed ? emailsFailed : emailsSent).inc();
    },
    /** A gauge read when scraped (the open sockets), so nothing is counted per event. */
    gauge(name: string, help: string, read: () => number) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What a job needs to count its runs. */
export type JobMetrics = Pick<Metrics, "jobRan">;
