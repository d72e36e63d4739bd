import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config.js";
import { type Database, openDatabase } from "../../api/db/database.js";
import { createLocalStorage, unguessableName } from "../../api/lib/storage.js";
import { queueRemoval } from "../../api/modules/media/file-removals-repository.js";
import { photoFiles } from "../../api/modules/media/store-photos.js";
import { createLedgeredStorage } from "../../api/services.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type ApiProcess, startApiProcess } from "../support/processes.js";
import { freshDataDir, freshPostgresDatabase } from "../support/template.js";

/**
 * Deletions killed with SIGKILL after their commit and before their files went, against the API
 * in a process of its own: the next start removes every file of what was deleted, and nothing else.
 */
let dataDir: string;
let env: Record<string, string>;
let database: Database;
let pg: { url: string; drop(): Promise<void> } | null = null;
let user: { id: number; email: string; password: string };
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir("media-removal-crash");
  pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  env = { DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? "", RATE_LIMIT_FACTOR: "1000" };
  database = await openDatabase(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }));
  user = await createUser(database);
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await database?.close();
  await pg?.drop();
});

const onDisk = (relativePath: string) => fs.existsSync(path.join(dataDir, "uploads", relativePath));

async function call(server: ApiProcess, method: string, url: string, token: string, body?: FormData) {
  return fetch(`${server.url}/api/v1${url}`, { method, headers: { Authorization: `Bearer ${token}` }, body });
}

async function tokenFor(server: ApiProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: user.email, password: user.password }) });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A listing with `count` photos wide enough for every WebP copy; answers it and each photo's files. */
async function listingWithPhotos(server: ApiProcess, title: string, count: number) {
  const listing = await createListing(database.db, user.id, title);
  const form = new FormData();
  for (let i = 0; i < count; i += 1) {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } }).jpeg().toBuffer();
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i}.jpg`);
  }
  expect((await call(server, "POST", `/listings/${listing.id}/media`, await tokenFor(server), form)).status).toBe(201);
  const rows = await database.db
    .selectFrom("listing_media")
    .innerJoin("media_files", "media_files.id", "listing_media.media_id")
    .select(["media_files.id", "file_path", "medium_path", "thumbnail_path", "webp_path", "webp_variants"])
    .where("listing_media.listing_id", "=", listing.id)
    .orderBy("listing_media.sort_order")
    .execute();
  return { listing, photos: rows.map((row) => ({ id: row.id, files: photoFiles(row) })) };
}

/** Starts the API paused between a deletion's commit and its unlinks, sends `request`, and kills it there. */
async function killedAfterCommit(request: (server: ApiProcess, token: string) => Promise<Response>) {
  await api?.stop();
  const paused = await startApiProcess({ ...env, PAUSE_BEFORE_FILE_REMOVAL: "1" });
  const sending = request(paused, await tokenFor(paused)).catch(() => "killed");
  const deadline = Date.now() + 30_000;
  while (!paused.output().includes("paused before removing files") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(paused.output()).toContain("paused before removing files");
  await paused.kill();
  expect(await sending).toBe("killed");
}

describe("a crash between a deletion's commit and the removal of its files", () => {
  it("a photo's original and its six copies go with the next start; the listing's other photos stay", { timeout: 180_000 }, async () => {
    api = await startApiProcess(env);
    const { listing, photos } = await listingWithPhotos(api, "Photo deleted by a crash", 2);
    const other = await listingWithPhotos(api, "Untouched listing", 1);
    const [doomed, kept] = photos as [(typeof photos)[number], (typeof photos)[number]];
    expect(doomed.files).toHaveLength(7);
    expect(doomed.files.filter((file) => /-(thumb\.jpg|medium\.jpg|medium\.webp|400w\.webp|800w\.webp|1280w\.webp)$/.test(file))).toHaveLength(6);

    await killedAfterCommit((server, token) => call(server, "DELETE", `/listings/${listing.id}/media/${doomed.id}`, token));
    // Committed: the row is gone and the removal recorded, but the process died before the unlinks.
    expect(await database.db.selectFrom("media_files").select("id").where("id", "=", doomed.id).execute()).toEqual([]);
    expect(await database.db.selectFrom("file_removals").select("id").execute()).toHaveLength(1);
    expect(doomed.files.every(onDisk)).toBe(true);

    // The start-up sweep runs before the first request.
    api = await startApiProcess(env);
    expect(doomed.files.filter(onDisk)).toEqual([]);
    expect([...kept.files, ...other.photos.flatMap((photo) => photo.files)].filter((file) => !onDisk(file))).toEqual([]);
    expect(await database.db.selectFrom("file_removals").select("id").execute()).toEqual([]);
    expect((await fetch(`${api.url}/api/v1/uploads/${doomed.files[1]}`)).status).toBe(404);
  });

  it("a deleted listing's photos go with the next start, every copy of each", { timeout: 180_000 }, async () => {
    api ??= await startApiProcess(env);
    const { listing, photos } = await listingWithPhotos(api, "Listing deleted by a crash", 2);
    const other = await listingWithPhotos(api, "Listing that stays", 1);

    await killedAfterCommit((server, token) => call(server, "DELETE", `/listings/${listing.id}`, token));
    expect(await database.db.selectFrom("media_files").select("id").where("id", "in", photos.map((p) => p.id)).execute()).toEqual([]);
    expect(photos.flatMap((photo) => photo.files).every(onDisk)).toBe(true);

    api = await startApiProcess(env);
    expect(photos.flatMap((photo) => photo.files).filter(onDisk)).toEqual([]);
    expect(other.photos.flatMap((photo) => photo.files).filter((file) => !onDisk(file))).toEqual([]);
  });
});

describe("the sweep of removals left undone", () => {
  it("removes the copies left of a photo whose row and original are gone, and never a file a row names", async () => {
    api ??= await startApiProcess(env);
    const { photos } = await listingWithPhotos(api, "Sweep neighbours", 1);
    const live = photos[0]!;
    const storage = createLedgeredStorage(createLocalStorage(path.join(dataDir, "uploads")), database);
    // As the crash of the issue left them: the row and the original gone, the six copies still served.
    const base = "listings/999999/left-by-a-crash";
    const copies = ["-thumb.jpg", "-medium.jpg", "-medium.webp", "-400w.webp", "-800w.webp", "-1280w.webp"].map((suffix) => `${base}${suffix}`);
    for (const copy of copies) await storage.write(copy, Buffer.from("x"));
    await queueRemoval(database.db, [`${base}-original.jpg`, ...copies]);
    // A record naming a live photo's files (which no deletion writes) must not remove them.
    await queueRemoval(database.db, live.files);

    expect(await storage.sweepLeftovers(3_600_000)).toBe(7);
    expect(copies.filter(onDisk)).toEqual([]);
    expect(live.files.filter((file) => !onDisk(file))).toEqual([]);
    expect(await database.db.selectFrom("file_removals").select("id").execute()).toEqual([]);
  });
});

/** The seven files of a photo stored under `folder` as storePhotos names them. */
const photoNamed = (folder: string, key = unguessableName()) =>
  ["-original.jpg", "-thumb.jpg", "-medium.jpg", "-medium.webp", "-400w.webp", "-800w.webp", "-1280w.webp"].map((suffix) => `${folder}/${key}${suffix}`);

/** Writes `files`, last modified `ageMs` ago. */
function writeAged(files: string[], ageMs: number) {
  const at = new Date(Date.now() - ageMs);
  for (const file of files) {
    const full = path.join(dataDir, "uploads", file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, "x");
    fs.utimesSync(full, at, at);
  }
}

const HOUR = 3_600_000;

describe("the walk of the photo folders", () => {
  it("removes every file of photos no row or record names, and the empty folders of deleted listings; keeps the rest", { timeout: 120_000 }, async () => {
    api ??= await startApiProcess(env);
    const { listing, photos } = await listingWithPhotos(api, "Walk neighbours", 1);
    const live = photos[0]!.files;
    const folder = `listings/${listing.id}`;
    const deleted = await createListing(database.db, user.id, "Deleted before deletions were ledgered");
    await database.db.deleteFrom("listings").where("id", "=", deleted.id).execute();
    const storage = createLedgeredStorage(createLocalStorage(path.join(dataDir, "uploads")), database);

    // Left by crashes before the ledger: no row, no record. Beside a live photo, the original and
    // its six copies; in a deleted listing's folder, the six copies (the original went first).
    const orphan = photoNamed(folder);
    const copies = photoNamed(`listings/${deleted.id}`).slice(1);
    const placeOrphan = photoNamed("places/999997");
    writeAged([...orphan, ...copies, ...placeOrphan], 2 * HOUR);
    // An upload under way in another instance: its files are recorded, or too young to judge.
    const pending = photoNamed(folder);
    writeAged(pending, 2 * HOUR);
    await database.db.insertInto("pending_files").values({ paths: JSON.stringify(pending), created_at: new Date().toISOString() }).execute();
    const young = photoNamed(folder);
    writeAged(young, 60_000);
    // Not a photo's name: not ours to judge.
    const stranger = `${folder}/notes.txt`;
    writeAged([stranger], 2 * HOUR);
    const emptyOfDeleted = "listings/999996";
    const emptyOfLive = `listings/${(await createListing(database.db, user.id, "Listing with no photo")).id}`;
    for (const empty of [emptyOfDeleted, emptyOfLive]) fs.mkdirSync(path.join(dataDir, "uploads", empty), { recursive: true });

    expect(await storage.sweepPhotoFolders(HOUR)).toBe(orphan.length + copies.length + placeOrphan.length);
    expect([...orphan, ...copies, ...placeOrphan].filter(onDisk)).toEqual([]);
    expect([...live, ...pending, ...young, stranger].filter((file) => !onDisk(file))).toEqual([]);
    expect([`listings/${deleted.id}`, "places/999997", emptyOfDeleted].filter(onDisk)).toEqual([]);
    expect(onDisk(emptyOfLive)).toBe(true);
    expect((await fetch(`${api.url}/api/v1/uploads/${orphan[1]}`)).status).toBe(404);
    await database.db.deleteFrom("pending_files").execute();
  });

  it("runs in the background from the start of the server", { timeout: 120_000 }, async () => {
    await api?.stop();
    const orphan = photoNamed("listings/999995");
    writeAged(orphan, 2 * HOUR);
    api = await startApiProcess(env);
    const deadline = Date.now() + 30_000;
    // The empty folder goes at the end of the walk of listings/.
    while ((orphan.some(onDisk) || onDisk("listings/999995")) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orphan.filter(onDisk)).toEqual([]);
    expect(onDisk("listings/999995")).toBe(false);
  });
});
