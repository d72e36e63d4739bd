import { Pool } from "undici";

export type LoadResult = {
  /** Answers and failures in all. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests that got no answer (refused, reset, timed out). */
  errors: number;
  /** Answers other than the row's status (200 unless it says), by status: a row of redirects to /auth or of 500s measures the wrong thing. */
  otherStatuses: Record<number, number>;
};

/** A GET of a path, or a form POST (urlencoded `body`) as a browser sends one. */
export type BenchRequest = string | { path: string; body: string };

/**
 * Keeps `connections` keep-alive connections busy for `seconds`, each cycling through `paths`,
 * and reports req/s and latency percentiles. Bodies are read and thrown away as bytes: a load
 * generator that decodes every body as text (autocannon does) spends more time on a gzipped
 * page than the server that sends it, and measures itself.
 */
export async function load(base: string, paths: BenchRequest[], options: { connections: number; seconds: number; headers?: Record<string, string>; status?: number }): Promise<LoadResult> {
  const pool = new Pool(base, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  const otherStatuses: Record<number, number> = {};
  let errors = 0;
  const stopAt = performance.now() + options.seconds * 1000;

  async function connection(offset: number) {
    for (let i = offset; performance.now() < stopAt; i++) {
      const started = performance.now();
      try {
        const request = paths[i % paths.length]!;
        const response =
          typeof request === "string"
            ? await pool.request({ method: "GET", path: request, headers: options.headers })
            : await pool.request({ method: "POST", path: request.path, body: request.body, headers: { ...options.headers, "content-type": "application/x-www-form-urlencoded" } });
        await response.body.dump({ limit: 2 ** 30 });
        if (response.statusCode !== (options.status ?? 200)) otherStatuses[response.statusCode] = (otherStatuses[response.statusCode] ?? 0) + 1;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  }

  // Connections start at different paths, so a page is not simply the same request repeated.
  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  await pool.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { requests: latencies.length, requestsPerSecond: Math.round(latencies.length / options.seconds), p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99), errors, otherStatuses };
}
