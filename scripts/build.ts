import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildState, hashInputs, writeStamp } from "./build-stamp.js";

/**
 * npm run build: the Remix app (build/index.js, public/build) and the server compiled to plain
 * JavaScript (build/server.js), so production starts with node rather than compiling TypeScript
 * at start. `--if-stale` (npm start) skips both when the last build is still up to date.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (process.argv.includes("--if-stale")) {
  const state = buildState(root);
  if (state.state === "up to date") {
    console.log("The build is up to date.");
    process.exit(0);
  }
  console.log(`Building: ${state.reason}.`);
}

// Hashed before building, so a file saved during the build leaves the stamp stale.
const inputs = hashInputs(root);

const remix = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], { cwd: root, stdio: "inherit" });
if (remix.status !== 0) process.exit(remix.status ?? 1);

// Packages stay imports (node_modules is there at run time, native modules included); our own
// modules, the migrations among them, are bundled into one file.
await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(root, "build/server.js"),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});

writeStamp(root, inputs);
console.log("Built build/index.js, public/build and build/server.js.");
