import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { cameraJpeg, solidImage } from "../support/images.js";
import { parseSrcset } from "../support/srcset.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

const UNSUPPORTED = "The file is not a supported image (JPEG, PNG, WebP, AVIF or HEIC)";
const MISMATCH = "The photo list does not match the listing's photos";

type Media = { id: number; display_url: string; file_path: string; medium_path: string; thumbnail_path: string;
  webp_path: string; webp_srcset: string | null; is_cover: boolean; sort_order: number; width: number; height: number;
  mime_type: string; original_filename: string };
type File = { data: Uint8Array | string; name: string; type?: string };

const server = setupTestServer();

/** A signed-in user with a listing of their own. */
async function owner() {
  const user = await createUser(server.services.database);
  const token = await loginAs(server, user.email, user.password);
  const listing = await createListing(server.services.database.db, user.id);
  return { user, token, listing };
}

/** POST /listings/:id/media as multipart; fetch sets the boundary itself. */
function upload(listingId: number, token: string | null, files: File[], field = "photos") {
  const form = new FormData();
  for (const file of files) {
    const data = typeof file.data === "string" ? file.data : new Uint8Array(file.data);
    form.append(field, new Blob([data], { type: file.type ?? "image/jpeg" }), file.name);
  }
  return fetch(`${server.url}/api/v1/listings/${listingId}/media`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

const onDisk = (relativePath: string) => path.join(server.dataDir, "uploads", relativePath);
const UPLOADS = "/api/v1/uploads/";
const pathOf = (url: string) => {
  expect(url.startsWith(UPLOADS)).toBe(true);
  return url.slice(UPLOADS.length);
};
/** Every file of a photo: the four fixed variants and the WebP srcset copies. */
const variants = (m: Media) => [
  m.file_path, m.medium_path, m.thumbnail_path, m.webp_path, ...parseSrcset(m.webp_srcset).map((c) => pathOf(c.url)),
];

/**
 * Each srcset candidate is a real WebP file as wide as its descriptor says, served as image/webp;
 * answers the copies' [width, height].
 */
async function webpCopies(srcset: string | null): Promise<[number, number][]> {
  const sizes: [number, number][] = [];
  for (const copy of parseSrcset(srcset)) {
    const stored = await sharp(onDisk(pathOf(copy.url))).metadata();
    expect(stored, copy.url).toMatchObject({ format: "webp", width: copy.width });
    const served = await fetch(`${server.url}${copy.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    sizes.push([stored.width, stored.height]);
  }
  return sizes;
}

async function expectRefusal(response: Response, status: number, detail: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ detail, errors: [{ field: "photos", message: detail }] });
}

async function uploadTwo(listingId: number, token: string): Promise<Media[]> {
  const png = await solidImage(300, 200, "png");
  const response = await upload(listingId, token, [
    { data: await cameraJpeg(), name: "IMG_0001.jpg" },
    { data: png, name: "plan.png", type: "image/png" },
  ]);
  expect(response.status).toBe(201);
  return response.json();
}

describe("listing photo upload", () => {
  it("stores upright, metadata-free variants of a camera JPEG and a PNG and serves them", async () => {
    const { user, token, listing } = await owner();
    const media = await uploadTwo(listing.id, token);
    expect(media).toHaveLength(2);
    expect(media.map((m) => [m.sort_order, m.is_cover])).toEqual([[0, true], [1, false]]);
    const [photo, png] = media;
    expect(photo).toMatchObject({ mime_type: "image/jpeg", original_filename: "IMG_0001.jpg", width: 600, height: 800 });
    expect(photo.file_path).toMatch(new RegExp(`^listings/${listing.id}/[A-Za-z0-9_-]{22}-original\\.jpg$`));
    expect(photo.webp_path).toMatch(/\.webp$/);
    expect(png.original_filename).toBe("plan.png");

    for (const m of media) for (const file of variants(m)) expect(fs.existsSync(onDisk(file))).toBe(true);
    const original = fs.readFileSync(onDisk(photo.file_path));
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(original.includes("TestCam")).toBe(false);
    expect(await sharp(onDisk(photo.thumbnail_path)).metadata()).toMatchObject({ width: 320, height: 240 });
    expect((await sharp(onDisk(photo.webp_path)).metadata()).format).toBe("webp");

    // Upright: the red left half of the sideways photo is now at the top.
    const { data, info } = await sharp(original).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(300, 50)[0]).toBeGreaterThan(pixel(300, 50)[2]);
    expect(pixel(300, 750)[2]).toBeGreaterThan(pixel(300, 750)[0]);

    const served = await fetch(`${server.url}${photo.display_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    expect(served.headers.get("cache-control")).toContain("immutable");

    const row = await server.services.database.db
      .selectFrom("media_files").selectAll().where("id", "=", photo.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploaded_by_id: user.id, file_size: original.length, alt_text: null });
    expect(Number(row.is_processed)).toBe(1);

    // More photos go after the existing ones and do not take the cover.
    const more = await upload(listing.id, token, [{ data: await solidImage(50, 50, "webp"), name: "c.webp" }]);
    expect((await more.json()).map((m: Media) => [m.sort_order, m.is_cover])).toEqual([[0, true], [1, false], [2, false]]);
  });

  it("decides the type from the content and refuses broken or oversized images", async () => {
    const { token, listing } = await owner();
    await expectRefusal(await upload(listing.id, token, [{ data: "not a picture at all", name: "photo.jpg" }]), 422, UNSUPPORTED);
    const jpeg = await cameraJpeg();
    await expectRefusal(
      await upload(listing.id, token, [{ data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: "half.jpg" }]),
      422,
      UNSUPPORTED,
    );
    await expectRefusal(await upload(listing.id, token, [{ data: await solidImage(10, 10, "gif"), name: "a.png" }]), 422, UNSUPPORTED);

    const huge = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: "#000000" }, limitInputPixels: false })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    await expectRefusal(
      await upload(listing.id, token, [{ data: huge, name: "huge.png", type: "image/png" }]),
      422,
      "The image is too large (at most 40 megapixels)",
    );
    // 7000 × 7000 (49 megapixels in a few kilobytes of PNG) is refused from its header, before decoding.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    const started = Date.now();
    await expectRefusal(await upload(listing.id, token, [{ data: bomb, name: "bomb.png", type: "image/png" }]), 422, "The image is too large (at most 40 megapixels)");
    expect(Date.now() - started).toBeLessThan(2000);

    const big = await upload(listing.id, token, [{ data: new Uint8Array(11 * 1024 * 1024), name: "big.jpg" }]);
    await expectRefusal(big, 413, "Each photo must be 10 MB or smaller");

    const none = await upload(listing.id, token, [{ data: jpeg, name: "a.jpg" }], "photo");
    expect(none.status).toBe(422);
    expect((await server.api(`/listings/${listing.id}/media`, { method: "POST", token, body: {} })).status).toBe(422);
    const rows = await server.services.database.db.selectFrom("listing_media").selectAll().where("listing_id", "=", listing.id).execute();
    expect(rows).toHaveLength(0);
    expect(fs.existsSync(onDisk(`listings/${listing.id}`))).toBe(false);
  }, 60_000);

  it("allows at most 20 photos per listing, counting the existing ones", async () => {
    const { user, token, listing } = await owner();
    const { db } = server.services.database;
    const now = new Date().toISOString();
    for (let i = 0; i < 20; i += 1) {
      const media = await db
        .insertInto("media_files")
        .values({ file_path: `listings/${listing.id}/seed-${i}.jpg`, file_size: 1, mime_type: "image/jpeg", media_type: "image",
          is_public: 1, is_processed: 1, uploaded_by_id: user.id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("listing_media").values({ listing_id: listing.id, media_id: media.id, sort_order: i, is_cover: i === 0 ? 1 : 0 }).execute();
    }
    const response = await upload(listing.id, token, [{ data: await solidImage(20, 20, "png"), name: "21.png" }]);
    await expectRefusal(response, 422, "A listing can have at most 20 photos");
  });

  it("lets only the owner or an admin change the photos", async () => {
    const { listing } = await owner();
    const file = { data: await solidImage(20, 20, "png"), name: "a.png" };
    const visitor = await upload(listing.id, null, [file]);
    expect(visitor.status).toBe(401);
    const other = await createUser(server.services.database);
    const otherToken = await loginAs(server, other.email, other.password);
    expect((await upload(listing.id, otherToken, [file])).status).toBe(403);
    expect((await upload(99_999_999, otherToken, [file])).status).toBe(404);
    expect((await server.api(`/listings/${listing.id}/media/order`, { method: "PUT", token: otherToken, body: { media_ids: [] } })).status).toBe(403);
    expect((await server.api(`/listings/${listing.id}/media/1`, { method: "DELETE" })).status).toBe(401);

    const admin = await createUser(server.services.database, { is_superuser: true });
    expect((await upload(listing.id, await loginAs(server, admin.email, admin.password), [file])).status).toBe(201);
  });
});

describe("listing photo srcset copies", () => {
  it("makes WebP copies 400, 800 and 1280 px wide and lists them on the photo and on the listing's card", async () => {
    const { token, listing } = await owner();
    const wide = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();
    const response = await upload(listing.id, token, [{ data: wide, name: "wide.jpg" }]);
    expect(response.status).toBe(201);
    const [photo] = (await response.json()) as Media[];
    expect(await webpCopies(photo.webp_srcset)).toEqual([[400, 300], [800, 600], [1280, 960]]);

    const detail = await (await server.api(`/listings/${listing.id}`, { token })).json();
    expect(detail.media_files[0].webp_srcset).toBe(photo.webp_srcset);
    expect(detail.thumbnail_srcset).toBe(photo.webp_srcset);
    // The contract's other URLs stay as they were.
    expect(detail.thumbnail_url).toBe(`${UPLOADS}${photo.thumbnail_path}`);
    expect(photo.display_url).toBe(`${UPLOADS}${photo.medium_path}`);
  });

  it("never enlarges: a photo narrower than a width gets its largest copy at its own width", async () => {
    const { token, listing } = await owner();
    const response = await upload(listing.id, token, [
      { data: await cameraJpeg(), name: "IMG_0001.jpg" },
      { data: await solidImage(300, 200, "png"), name: "small.png", type: "image/png" },
    ]);
    expect(response.status).toBe(201);
    const [portrait, small] = (await response.json()) as Media[];
    // The camera photo is 600 px wide once upright.
    expect(await webpCopies(portrait.webp_srcset)).toEqual([[400, 533], [600, 800]]);
    expect(await webpCopies(small.webp_srcset)).toEqual([[300, 200]]);
  });

  it("serves photos stored before the copies existed with none, by their single URLs", async () => {
    const { user, listing } = await owner();
    const { db } = server.services.database;
    const now = new Date().toISOString();
    const media = await db
      .insertInto("media_files")
      .values({ file_path: `listings/${listing.id}/old-original.jpg`, medium_path: `listings/${listing.id}/old-medium.jpg`,
        thumbnail_path: `listings/${listing.id}/old-thumb.jpg`, file_size: 1, mime_type: "image/jpeg", media_type: "image",
        is_public: 1, is_processed: 1, uploaded_by_id: user.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("listing_media").values({ listing_id: listing.id, media_id: media.id, sort_order: 0, is_cover: 1 }).execute();
    await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();

    const detail = await (await server.api(`/listings/${listing.id}`)).json();
    const old = `${UPLOADS}listings/${listing.id}/old`;
    expect(detail.media_files[0]).toMatchObject({ webp_srcset: null, display_url: `${old}-medium.jpg` });
    expect(detail).toMatchObject({ thumbnail_srcset: null, thumbnail_url: `${old}-thumb.jpg` });
    const list = await (await server.api(`/listings?user_id=${user.id}`)).json();
    expect(list.listings.find((l: { id: number }) => l.id === listing.id)).toMatchObject({ thumbnail_srcset: null });
  });
});

describe("listing photo order and removal", () => {
  it("reorders, sets the cover and refuses a list that does not match", async () => {
    const { token, listing } = await owner();
    const [a, b] = await uploadTwo(listing.id, token);
    const order = (body: unknown) => server.api(`/listings/${listing.id}/media/order`, { method: "PUT", token, body });

    const swapped = await order({ media_ids: [b.id, a.id] });
    expect(swapped.status).toBe(200);
    expect((await swapped.json()).map((m: Media) => [m.id, m.sort_order, m.is_cover])).toEqual([[b.id, 0, true], [a.id, 1, false]]);

    const cover = await order({ media_ids: [b.id, a.id], cover_id: a.id });
    expect((await cover.json()).map((m: Media) => [m.id, m.is_cover])).toEqual([[b.id, false], [a.id, true]]);
    const detail = await (await server.api(`/listings/${listing.id}`, { token })).json();
    expect(detail.media_files.map((m: Media) => m.id)).toEqual([b.id, a.id]);

    for (const body of [{ media_ids: [a.id] }, { media_ids: [a.id, a.id] }, { media_ids: [a.id, b.id, 999_999] }, { media_ids: [a.id, 999_999] }]) {
      const response = await order(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ detail: MISMATCH, errors: [{ field: "media_ids", message: MISMATCH }] });
    }
    expect((await order({ media_ids: [a.id, b.id], cover_id: 999_999 })).status).toBe(422);
    expect((await order({ media_ids: "nope" })).status).toBe(422);
  });

  it("deletes a photo with its files and moves the cover", async () => {
    const { token, listing } = await owner();
    const [a, b] = await uploadTwo(listing.id, token);
    const removed = await server.api(`/listings/${listing.id}/media/${a.id}`, { method: "DELETE", token });
    expect(removed.status).toBe(204);
    for (const file of variants(a)) expect(fs.existsSync(onDisk(file))).toBe(false);
    for (const file of variants(b)) expect(fs.existsSync(onDisk(file))).toBe(true);
    const { db } = server.services.database;
    expect(await db.selectFrom("media_files").select("id").where("id", "=", a.id).executeTakeFirst()).toBeUndefined();
    const detail = await (await server.api(`/listings/${listing.id}`, { token })).json();
    expect(detail.media_files.map((m: Media) => [m.id, m.is_cover])).toEqual([[b.id, true]]);

    expect((await server.api(`/listings/${listing.id}/media/${a.id}`, { method: "DELETE", token })).status).toBe(404);
    expect((await server.api(`/listings/${listing.id}/media/abc`, { method: "DELETE", token })).status).toBe(404);
    const other = await owner();
    expect((await server.api(`/listings/${other.listing.id}/media/${b.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
  });

  it("never serves files outside the uploads folder", async () => {
    for (const url of ["/api/v1/uploads/..%2F..%2Fapp.db", "/api/v1/uploads/..%2Fapp.db", "/api/v1/uploads/listings/../../app.db", "/api/v1/uploads/%2e%2e/app.db"]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(2000);
    }
  });
});
