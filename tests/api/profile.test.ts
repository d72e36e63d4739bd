import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createListing, createReview } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { cameraJpeg, solidImage } from "../support/images.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

const UNSUPPORTED = "The file is not a supported image (JPEG, PNG, WebP or AVIF)";

const server = setupTestServer();

async function signedIn() {
  const user = await createUser(server.services.database);
  return { user, token: await loginAs(server, user.email, user.password) };
}

const profile = { first_name: "Maria", last_name: "Olivero", phone: "20012345", is_business: false };

/** POST /users/me/avatar as multipart; fetch sets the boundary itself. */
function upload(token: string, file?: { data: Uint8Array | string; name: string; type: string }, field = "avatar") {
  const form = new FormData();
  const data = typeof file?.data === "string" ? file.data : new Uint8Array(file?.data ?? []);
  if (file) form.append(field, new Blob([data], { type: file.type }), file.name);
  return fetch(`${server.url}/api/v1/users/me/avatar`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

const avatarDir = () => path.join(server.dataDir, "uploads", "avatars");
const fileOf = (avatarUrl: string) => path.join(avatarDir(), path.basename(avatarUrl));

describe("profile", () => {
  it("requires a token", async () => {
    expect((await server.api("/users/me")).status).toBe(401);
    expect((await server.api("/users/me", { method: "PUT", body: profile })).status).toBe(401);
  });

  it("returns the signed-in user's profile", async () => {
    const { user, token } = await signedIn();
    const response = await server.api("/users/me", { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, first_name: "Test", is_business: false, avatar_url: null });
    expect(body).not.toHaveProperty("password_hash");
  });

  it("updates the profile with a normalised Gibraltar number and clears business fields", async () => {
    const { token } = await signedIn();
    const business = { ...profile, is_business: true, business_name: "Olivero Ltd", business_type: "Retail" };
    const saved = await server.api("/users/me", { method: "PUT", token, body: business });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      first_name: "Maria",
      phone: "+35020012345",
      is_business: true,
      business_name: "Olivero Ltd",
    });

    const personal = await server.api("/users/me", { method: "PUT", token, body: profile });
    expect(await personal.json()).toMatchObject({ is_business: false, business_name: null, business_type: null });
    expect(await (await server.api("/users/me", { token })).json()).toMatchObject({
      last_name: "Olivero",
      phone: "+35020012345",
    });
  });

  it("rejects an invalid phone number and a business without a name", async () => {
    const { token } = await signedIn();
    const phone = await server.api("/users/me", { method: "PUT", token, body: { ...profile, phone: "12" } });
    expect(phone.status).toBe(422);
    expect((await phone.json()).errors).toEqual([{ field: "phone", message: "Invalid phone number format" }]);

    const business = await server.api("/users/me", { method: "PUT", token, body: { ...profile, is_business: true } });
    expect(business.status).toBe(422);
    expect((await business.json()).errors).toEqual([
      { field: "business_name", message: "Business name is required for business accounts" },
    ]);
  });
});

describe("avatar", () => {
  it("stores an upright 256×256 WebP without metadata and serves it", async () => {
    const { token } = await signedIn();
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(token, { data: original, name: "IMG_0001.jpg", type: "image/jpeg" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.avatar_url).toMatch(/^\/api\/v1\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);

    const stored = fs.readFileSync(fileOf(body.avatar_url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes("TestCam")).toBe(false);

    // Rotated upright: the red left half of the sideways photo is now at the top.
    const { data, info } = await sharp(stored).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r1, , b1] = pixel(245, 10);
    const [r2, , b2] = pixel(10, 245);
    expect(r1).toBeGreaterThan(b1);
    expect(b2).toBeGreaterThan(r2);

    const served = await fetch(`${server.url}${body.avatar_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 256 });
    expect(await (await server.api("/users/me", { token })).json()).toMatchObject({ avatar_url: body.avatar_url });
  });

  it("decides the type from the content, not the name", async () => {
    const { token } = await signedIn();
    const response = await upload(token, { data: "definitely not a picture", name: "photo.jpg", type: "image/jpeg" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: UNSUPPORTED, errors: [{ field: "avatar", message: UNSUPPORTED }] });

    const gif = await solidImage(10, 10, "gif");
    expect((await upload(token, { data: gif, name: "a.png", type: "image/png" })).status).toBe(422);
  });

  it("refuses decompression bombs", async () => {
    const { token } = await signedIn();
    const bomb = await solidImage(7000, 6000, "png", "#ffffff");
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(token, { data: bomb, name: "big.png", type: "image/png" });
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe(UNSUPPORTED);
  });

  it("refuses files over 5 MB and requests without a file", async () => {
    const { token } = await signedIn();
    const big = await upload(token, { data: new Uint8Array(6 * 1024 * 1024), name: "big.jpg", type: "image/jpeg" });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ detail: "The image must be 5 MB or smaller" });

    for (const response of [
      await upload(token),
      await upload(token, { data: await cameraJpeg(), name: "a.jpg", type: "image/jpeg" }, "photo"),
    ]) {
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([{ field: "avatar", message: "Choose an image to upload" }]);
    }
    const json = await server.api("/users/me/avatar", { method: "POST", token, body: {} });
    expect(json.status).toBe(422);
    expect((await upload("not-a-token", { data: await cameraJpeg(), name: "a.jpg", type: "image/jpeg" })).status).toBe(401);
  });

  it("replaces the previous file and removes the avatar on request", async () => {
    const { token } = await signedIn();
    const png = await solidImage(300, 200, "png");
    const first = (await (await upload(token, { data: png, name: "a.png", type: "image/png" })).json()).avatar_url as string;
    expect(fs.existsSync(fileOf(first))).toBe(true);

    const webp = await solidImage(300, 200, "webp");
    const second = (await (await upload(token, { data: webp, name: "b.webp", type: "image/webp" })).json()).avatar_url as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);

    const removed = await server.api("/users/me/avatar", { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect((await removed.json()).avatar_url).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });
});

describe("account deletion", () => {
  it("requires the password and the typed confirmation", async () => {
    const { token } = await signedIn();
    const wrong = await server.api("/users/me", {
      method: "DELETE",
      token,
      body: { confirm: "DELETE", password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ field: "password", message: "Password is incorrect" }]);

    const unconfirmed = await server.api("/users/me", { method: "DELETE", token, body: { password: "user-password-123" } });
    expect(unconfirmed.status).toBe(422);
    expect((await unconfirmed.json()).errors).toEqual([{ field: "confirm", message: "Type DELETE to confirm" }]);
    expect((await server.api("/users/me", { token })).status).toBe(200);
  });

  it("anonymises the user, removes their listings, avatar and sessions", async () => {
    const { user, token } = await signedIn();
    const otherToken = await loginAs(server, user.email, user.password);
    const { db } = server.services.database;
    const listing = await createListing(db, user.id);
    const someoneElses = await db.selectFrom("listings").select("id").where("user_id", "!=", user.id).executeTakeFirstOrThrow();
    await db
      .insertInto("favorites")
      .values({ user_id: user.id, listing_id: someoneElses.id, created_at: listing.created_at })
      .execute();
    const review = await createReview(db, { listingId: someoneElses.id, userId: user.id });
    const avatar = (await (await upload(token, { data: await cameraJpeg(), name: "me.jpg", type: "image/jpeg" })).json())
      .avatar_url as string;

    const deleted = await server.api("/users/me", {
      method: "DELETE",
      token,
      body: { confirm: "DELETE", password: user.password },
    });
    expect(deleted.status).toBe(204);

    expect((await server.api("/users/me", { token })).status).toBe(401);
    expect((await server.api("/users/me", { token: otherToken })).status).toBe(401);
    expect((await server.api("/auth/login", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect(fs.existsSync(fileOf(avatar))).toBe(false);

    const row = await db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      first_name: "Deleted",
      last_name: "user",
      phone: null,
      avatar_url: null,
      password_hash: null,
      is_active: 0,
      is_verified: 0,
      business_name: null,
    });
    expect(await db.selectFrom("listings").select("id").where("id", "=", listing.id).execute()).toEqual([]);
    expect(await db.selectFrom("favorites").select("listing_id").where("user_id", "=", user.id).execute()).toEqual([]);
    const kept = await db
      .selectFrom("reviews")
      .select(["user_id", "is_anonymous"])
      .where("id", "=", review.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: user.id, is_anonymous: 1 });
    const live = await db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toEqual([]);
  });
});
