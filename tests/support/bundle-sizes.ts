import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * What a page costs in JavaScript on its first paint, read from the browser build's manifest:
 * Remix preloads the entry module and its imports, then for every route from the root down to
 * the matched one its module and imports. Sizes are gzip at level 9 (the default level 6 gives
 * under 0.3% more here).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");
const BUILD_DIR = path.join(PUBLIC_DIR, "build");

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
}
export interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

export interface FirstPaint {
  route: string;
  /** Public URLs (/build/...) of the JavaScript files, each once. */
  files: string[];
  gzipBytes: number;
}

/** The newest manifest-*.js of public/build, or an error telling how to make one. */
export function findManifest(buildDir = BUILD_DIR): string {
  const manifests = fs.existsSync(buildDir) ? fs.readdirSync(buildDir).filter((name) => /^manifest-.*\.js$/.test(name)) : [];
  if (manifests.length === 0) {
    throw new Error(`No browser build in ${buildDir}: run \`npm run build\` first.`);
  }
  return manifests.map((name) => path.join(buildDir, name)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]!;
}

/** The manifest file is a script assigning JSON to window.__remixManifest. */
export function readManifest(file = findManifest()): BrowserManifest {
  const text = fs.readFileSync(file, "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as BrowserManifest;
}

/**
 * The site's English texts, which the entry imports on every page before hydrating
 * (app/locales/load-catalogue.ts: `en: { site: () => import(…) }`); the manifest does not name it.
 */
export function siteCatalogue(manifest: BrowserManifest): string {
  for (const file of [manifest.entry.module, ...(manifest.entry.imports ?? [])]) {
    const found = /en:\{site:\(\)=>import\("([^"]+)"\)/.exec(readBuildFile(file));
    if (found) return found[1]!;
  }
  throw new Error("The entry's imports load no site catalogue: app/locales/load-catalogue.ts changed shape.");
}

/** The entry, then each route from the root down to `routeId`, each with its imports, and the site's texts. */
export function firstPaintFiles(manifest: BrowserManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build manifest.`);
    chain.unshift(route);
  }
  const files = [manifest.entry, ...chain].flatMap((part) => [part.module, ...(part.imports ?? [])]);
  return [...new Set([...files, siteCatalogue(manifest)])];
}

const gzipCache = new Map<string, number>();
const publicPath = (url: string, publicDir: string) => path.join(publicDir, url.replace(/^\//, ""));

export function readBuildFile(url: string, publicDir = PUBLIC_DIR): string {
  return fs.readFileSync(publicPath(url, publicDir), "utf8");
}

export function gzipBytes(url: string, publicDir = PUBLIC_DIR): number {
  const file = publicPath(url, publicDir);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** First-paint JavaScript of every route, largest first. */
export function firstPaintSizes(manifest = readManifest(), publicDir = PUBLIC_DIR): FirstPaint[] {
  return Object.keys(manifest.routes)
    .map((route) => {
      const files = firstPaintFiles(manifest, route);
      return { route, files, gzipBytes: files.reduce((sum, url) => sum + gzipBytes(url, publicDir), 0) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Chunks no manifest entry names: dynamic imports, fetched when the code asks for them (a
 * language's catalogue before hydration, Leaflet when a map shows).
 */
export function onDemandChunks(manifest = readManifest(), publicDir = PUBLIC_DIR): { file: string; gzipBytes: number }[] {
  const named = new Set(
    [manifest.entry, ...Object.values(manifest.routes)].flatMap((part) => [part.module, ...(part.imports ?? [])]),
  );
  const shared = path.join(publicDir, "build/_shared");
  return fs
    .readdirSync(shared)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/build/_shared/${name}`)
    .filter((file) => !named.has(file))
    .map((file) => ({ file, gzipBytes: gzipBytes(file, publicDir) }));
}

/** One line per route: "  123.4 KB  routes/_main._index". */
export function formatSizes(sizes: FirstPaint[]): string {
  return sizes.map(({ route, gzipBytes: bytes }) => `${kilobytes(bytes).padStart(9)}  ${route}`).join("\n");
}

// `npx tsx tests/support/bundle-sizes.ts` prints the figures of the current build.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`First-paint JavaScript per route (gzip -9), ${path.relative(ROOT, findManifest())}:`);
  console.log(formatSizes(firstPaintSizes()));
  console.log("Loaded on demand (dynamic imports):");
  for (const chunk of onDemandChunks()) console.log(`${kilobytes(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
}
