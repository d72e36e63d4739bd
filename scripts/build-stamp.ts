import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What `npm run build` reads: the Remix app and its styles, the server and the API it bundles, the
 * build's own settings and the locked dependency versions. public/ is served as it is, not built.
 */
export const BUILD_INPUTS = ["app", "api", "styles", "server.ts", "dev-reload.ts", "remix.config.js", "tsconfig.json", "package-lock.json", "scripts/build.ts"];

/** What it writes (and the browser assets in public/build). A build by `remix dev` rewrites build/index.js too, so their fingerprint is kept. */
export const BUILD_OUTPUTS = ["build/index.js", "build/server.js"];

const STAMP = "build/stamp.json";

type Stamp = { inputs: string; outputs: string };
export type BuildState = { state: "up to date" } | { state: "stale"; reason: string };

/** A hash of the inputs' paths and contents: a checkout that brings back the same files needs no build. */
export function hashInputs(root: string): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) add(path.join(relative, entry));
    } else {
      hash.update(`${relative}\0`).update(fs.readFileSync(full)).update("\0");
    }
  };
  for (const input of BUILD_INPUTS) add(input);
  return hash.digest("hex");
}

/** Size and modification time of each output and the names of the browser assets, or null when one is missing. */
function fingerprintOutputs(root: string): string | null {
  const assets = path.join(root, "public/build");
  if (!fs.existsSync(assets)) return null;
  const parts = [fs.readdirSync(assets).sort().join(",")];
  for (const output of BUILD_OUTPUTS) {
    const full = path.join(root, output);
    if (!fs.existsSync(full)) return null;
    const stat = fs.statSync(full);
    parts.push(`${output}:${stat.size}:${stat.mtimeMs}`);
  }
  return parts.join("|");
}

/** Records that the outputs now on disk were built from inputs with this hash (taken before building). */
export function writeStamp(root: string, inputs: string): void {
  const outputs = fingerprintOutputs(root);
  if (!outputs) throw new Error(`The build did not write ${BUILD_OUTPUTS.join(" and ")}`);
  fs.writeFileSync(path.join(root, STAMP), JSON.stringify({ inputs, outputs } satisfies Stamp, null, 2));
}

export function buildState(root: string): BuildState {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), "utf8")) as Stamp;
  } catch {
    return { state: "stale", reason: "no build recorded" };
  }
  const outputs = fingerprintOutputs(root);
  if (!outputs) return { state: "stale", reason: `${BUILD_OUTPUTS.join(" or ")} is missing` };
  if (outputs !== stamp.outputs) return { state: "stale", reason: "the build was replaced (by npm run dev?)" };
  if (hashInputs(root) !== stamp.inputs) return { state: "stale", reason: "sources changed since the last build" };
  return { state: "up to date" };
}
