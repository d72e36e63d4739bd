import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildState } from "../scripts/build-stamp.js";
import { ADMIN, ROOT } from "../tests/support/template.js";

/**
 * The built app as production runs it (node build/server.js, NODE_ENV=production) in a process of
 * its own, on the demo data in a temporary DATA_DIR: what `npm run bench` and `npm run lighthouse`
 * measure. A process of its own, so the measuring process does not share its event loop.
 */
export type AppProcess = { url: string; child: ChildProcess };

// Production warns when SESSION_SECRET is unset; a throwaway one per run keeps the output clean.
const SESSION_SECRET = randomBytes(24).toString("hex");

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node <args>` on a free port and waits until `readyPath` answers. */
export async function startProcess(args: string[], env: Record<string, string>, readyPath: string): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    const ready = await fetch(url + readyPath).then((r) => r.ok, () => false);
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${args.join(" ")} did not start`);
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time a process has used so far, its threads' too (user and system), in ms; null where
 * the system has no /proc. Beside req/s, which follows how fast the machine is that hour and
 * shares the cores with the load generator, the CPU a request costs the server is the steadier
 * figure to compare across runs.
 */
export function cpuMillis(child: ChildProcess): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces), from the state on: utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export const stopProcess = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));

/** A data dir with the demo data and `listings` bulk listings, made by `npm run db:seed` in a process of its own. */
export async function demoDataDir(listings: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const started = Date.now();
  const seeding = spawn(process.execPath, ["--import", "tsx", "api/db/cli.ts", "seed", ...(listings ? ["--listings", String(listings)] : [])], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "error", SESSION_SECRET },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((resolve) => seeding.once("exit", resolve));
  if (code !== 0) throw new Error(`Seeding the demo data failed (exit ${code})`);
  console.log(`Prepared the demo data${listings ? ` and ${listings} bulk listings` : ""} in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

/** The compiled server (npm run build) on `dataDir`; refuses a build older than the sources, which would measure old code. */
export async function startBuiltApp(dataDir: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const state = buildState(ROOT);
  if (state.state === "stale") throw new Error(`The build is stale (${state.reason}): run \`npm run build\` first.`);
  return startProcess(
    ["build/server.js"],
    { NODE_ENV: "production", LOG_LEVEL: "error", SESSION_SECRET, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEATHER_REFRESH_MINUTES: "0", ALERT_CHECK_SECONDS: "0", ...env },
    "/api/v1/health",
  );
}

/**
 * The stack's floor (bench/floor): a bare Remix page of about a marketplace page's size, on the
 * same Express, Remix handler, renderer and gzip, with no data, session or translations. Built
 * into .tmp on each run (under a second) and started as production runs the app.
 */
export async function startFloorApp(): Promise<AppProcess> {
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: path.join(ROOT, "bench/floor"),
    env: { ...process.env, NODE_ENV: "production" },
    // Its errors, if any, are in the thrown error.
    stdio: ["ignore", "ignore", "pipe"],
  });
  return startProcess(["bench/floor/server.js"], { NODE_ENV: "production" }, "/");
}
