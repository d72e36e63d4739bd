import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config.js";
import { type Database, openDatabase } from "../../api/db/database.js";
import { createLocalStorage } from "../../api/lib/storage.js";
import { readVariants } from "../../api/modules/media/variants.js";
import { createLedgeredStorage } from "../../api/services.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type ApiProcess, startApiProcess } from "../support/processes.js";
import { freshDataDir, freshPostgresDatabase } from "../support/template.js";

/**
 * Uploads as an attacker or a crash would have them, against the API in a process of its own:
 * its memory is measured, and it is killed with SIGKILL in the middle of an upload.
 */
let dataDir: string;
let env: Record<string, string>;
let database: Database;
let pg: { url: string; drop(): Promise<void> } | null = null;
let user: { id: number; email: string; password: string };
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir("uploads-abuse");
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

async function tokenFor(server: ApiProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: user.email, password: user.password }) });
  return ((await response.json()) as { access_token: string }).access_token;
}

function upload(server: ApiProcess, token: string, listingId: number, photos: Buffer[], type = "image/jpeg") {
  const form = new FormData();
  photos.forEach((photo, i) => form.append("photos", new Blob([new Uint8Array(photo)], { type }), `photo-${i + 1}.${type.split("/")[1]}`));
  return fetch(`${server.url}/api/v1/listings/${listingId}/media`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** The files in a listing's upload folder, and the files its media rows name. */
async function filesOf(listingId: number) {
  const folder = path.join(dataDir, "uploads", "listings", String(listingId));
  const onDisk = fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `listings/${listingId}/${name}`) : [];
  const rows = await database.db
    .selectFrom("listing_media")
    .innerJoin("media_files", "media_files.id", "listing_media.media_id")
    .select(["file_path", "medium_path", "thumbnail_path", "webp_path", "webp_variants"])
    .where("listing_media.listing_id", "=", listingId)
    .execute();
  const named = rows.flatMap((row) => [row.file_path, row.medium_path, row.thumbnail_path, row.webp_path, ...readVariants(row.webp_variants).map((v) => v.path)]);
  return { onDisk: onDisk.sort(), named: named.filter((p): p is string => !!p).sort(), photos: rows.length };
}

describe("photo names", () => {
  it("cannot be guessed: 128 random bits per photo, and the old numbered paths lead nowhere", async () => {
    api ??= await startApiProcess(env);
    const listing = await createListing(database.db, user.id, "Draft with a private photo");
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    expect((await upload(api, await tokenFor(api), listing.id, [photo])).status).toBe(201);
    const { named } = await filesOf(listing.id);
    expect(named.length).toBeGreaterThan(3);
    for (const stored of named) expect(stored).toMatch(new RegExp(`^listings/${listing.id}/[A-Za-z0-9_-]{22}-[a-z0-9]+\\.(jpg|webp)$`));
    expect((await fetch(`${api.url}/api/v1/uploads/listings/${listing.id}/1-thumb.jpg`)).status).toBe(404);
  });
});

describe("pixel bombs", () => {
  it("16 PNGs of 7000×7000 in one request are refused at once with a clear message, in bounded memory", async () => {
    api ??= await startApiProcess(env);
    const listing = await createListing(database.db, user.id, "Pixel bomb target");
    // One colour: each file is small, its decoded picture 49 megapixels.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const token = await tokenFor(api);
    const started = performance.now();
    const response = await upload(api, token, listing.id, Array.from({ length: 16 }, () => bomb), "image/png");
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toBe("The image is too large (at most 40 megapixels)");
    expect(seconds).toBeLessThan(5);
    expect(api.peakMegabytes()).toBeLessThan(300);
    expect((await filesOf(listing.id)).onDisk).toEqual([]);
  });
});

describe("a crash in the middle of an upload", () => {
  it("leaves no file without a row once the server has started again (real SIGKILL, several moments)", { timeout: 240_000 }, async () => {
    // Noise does not compress: each photo takes real time to encode, so the kill lands mid-way.
    const photos = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 100 + i, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer()),
    );
    let midWrite = 0;
    // Killed while the photos are decoded, and while they are written: once 1 and 40 of the 96 files are on disk.
    const moments: Array<{ afterMs: number } | { afterFiles: number }> = [{ afterMs: 300 }, { afterFiles: 1 }, { afterFiles: 40 }];
    for (const moment of moments) {
      const listing = await createListing(database.db, user.id, `Upload interrupted (${JSON.stringify(moment)})`);
      const folder = path.join(dataDir, "uploads", "listings", String(listing.id));
      await api?.stop();
      api = await startApiProcess(env);
      const sending = upload(api, await tokenFor(api), listing.id, photos).catch(() => "killed");
      if ("afterMs" in moment) await new Promise((resolve) => setTimeout(resolve, moment.afterMs));
      else {
        const deadline = Date.now() + 60_000;
        while ((fs.existsSync(folder) ? fs.readdirSync(folder).length : 0) < moment.afterFiles && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await api.kill();
      await sending;
      const pending = await database.db.selectFrom("pending_files").select("id").execute();
      if (pending.length && fs.existsSync(folder) && fs.readdirSync(folder).length) midWrite += 1;
      // Started again with no grace: the abandoned write is swept before the first request.
      api = await startApiProcess({ ...env, UPLOAD_SWEEP_GRACE_MINUTES: "0" });
      const { onDisk, named, photos: rows } = await filesOf(listing.id);
      expect(onDisk, `killed ${JSON.stringify(moment)} (${pending.length} write(s) left pending)`).toEqual(named);
      expect([0, 12], "a batch is saved whole or not at all").toContain(rows);
      expect(await database.db.selectFrom("pending_files").select("id").execute()).toEqual([]);
    }
    expect(midWrite, "at least one kill left files on disk mid-write").toBeGreaterThan(0);
  });
});

describe("the sweep of abandoned writes", () => {
  it("keeps the files a saved row names (the crash came after saving) and removes the rest", async () => {
    const storage = createLedgeredStorage(createLocalStorage(path.join(dataDir, "uploads")), database);
    const saved = await database.db.selectFrom("media_files").select(["file_path", "webp_variants"]).orderBy("id").executeTakeFirstOrThrow();
    const variant = readVariants(saved.webp_variants)[0]!.path;
    await storage.write("listings/orphan/left-behind.jpg", Buffer.from("x"));
    await database.db.insertInto("pending_files").values({ paths: JSON.stringify([saved.file_path, variant, "listings/orphan/left-behind.jpg"]), created_at: new Date(Date.now() - 60_000).toISOString() }).execute();
    // Too recent for an hour's grace: another instance may still be writing.
    expect(await storage.sweepAbandoned(3_600_000)).toBe(0);
    expect(await storage.sweepAbandoned(1_000)).toBe(1);
    for (const kept of [saved.file_path, variant]) expect(fs.existsSync(path.join(dataDir, "uploads", kept)), kept).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "uploads", "listings/orphan/left-behind.jpg"))).toBe(false);
    expect(await database.db.selectFrom("pending_files").select("id").execute()).toEqual([]);
  });
});
