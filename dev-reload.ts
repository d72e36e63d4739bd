import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, broadcastDevReady } from "@remix-run/node";

/**
 * `npm run dev` runs `remix dev --manual`: on every change in app/ or styles/ it rebuilds
 * build/index.js and then writes build/version.txt. The running server imports the new build
 * (under a new URL, as ES modules are kept by URL), drops pages rendered by the old one, and tells
 * remix dev it is ready, which reloads the browser. The process, its API and database stay up.
 */
export function reloadingBuild(buildDir: string, initial: ServerBuild, onReload: () => void): () => Promise<ServerBuild> {
  let current = initial;
  let pending: NodeJS.Timeout | undefined;
  const reload = async () => {
    const url = pathToFileURL(path.join(buildDir, "index.js"));
    url.searchParams.set("t", String(Date.now()));
    current = (await import(url.href)) as unknown as ServerBuild;
    onReload();
    await broadcastDevReady(current);
  };
  fs.watch(buildDir, (_event, file) => {
    if (file !== "version.txt") return;
    // One build writes the file more than once: import it once, when the writes have settled.
    clearTimeout(pending);
    pending = setTimeout(() => reload().catch((error: unknown) => console.error("Reloading the build failed:", error)), 50);
  }).unref();
  return async () => current;
}
