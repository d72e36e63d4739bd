import { type ChildProcess, spawn } from "node:child_process";
import { ensureSqliteTemplate } from "./template.js";

/**
 * Started by Playwright (its one webServer): every e2e server, side by side. Playwright starts the
 * servers of a webServer list one after the other, and each spends most of its start loading the
 * built app; started together they are ready in about the time of the slowest. Arguments:
 * `<name>:<port>` per server; "e2e servers ready" on stdout once every one answers its health check.
 */
const servers = process.argv.slice(2).map((argument) => {
  const [name, port] = argument.split(":");
  if (!name || !port) throw new Error("Usage: tsx tests/support/e2e-servers.ts <name>:<port>...");
  return { name, port };
});

const healthy = async (port: string) => {
  try {
    return (await fetch(`http://localhost:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
};

// A server left running (or another checkout's on the same ports) would answer in place of this run's.
for (const { port } of servers) {
  if (await healthy(port)) throw new Error(`http://localhost:${port} is already used: stop what runs there, or move the servers with E2E_PORT_BASE`);
}

// Made once here, before the servers copy it (each would otherwise build its own when it is missing).
await ensureSqliteTemplate();

let stopping = false;
const children: ChildProcess[] = [];
function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
process.once("SIGTERM", () => stop(0));
process.once("SIGINT", () => stop(0));

for (const { name, port } of servers) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/e2e-server.ts", name, port], { stdio: ["ignore", "ignore", "inherit"] });
  child.once("exit", (code, signal) => {
    // A server that stops on its own (not stopped by this process) fails the run.
    if (!stopping) {
      console.error(`The e2e server ${name} stopped (${signal ?? `exit code ${code}`})`);
      stop(1);
    }
  });
  children.push(child);
}

const pending = new Set(servers.map((server) => server.port));
while (pending.size && !stopping) {
  for (const port of [...pending]) if (await healthy(port)) pending.delete(port);
  if (pending.size) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) console.log("e2e servers ready");
