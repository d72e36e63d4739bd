import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { ROOT } from "./template.js";

export type ApiProcess = {
  url: string;
  pid: number;
  /** What the process has printed so far (stdout and stderr). */
  output(): string;
  /** Peak resident memory of the process so far (VmHWM), in megabytes. */
  peakMegabytes(): number;
  /** As a crash would: SIGKILL, no clean-up. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Runs tests/support/api-process.ts with `env` until it exits: its exit code and output (for servers that must refuse to start). */
export function runApiProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-process.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    // A server that did start is stopped: the caller expected it to refuse.
    child.stdout.on("data", () => /api-process listening/.test(output) && child.kill("SIGTERM"));
  });
}

/** Starts tests/support/api-process.ts with `env` on a free port and answers once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-process.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "error", WEATHER_REFRESH_MINUTES: "0", CACHE_SECONDS: "0", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API process did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /api-process listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`the API process exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    peakMegabytes: () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}
