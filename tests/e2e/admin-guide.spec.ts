import { expect, test } from "@playwright/test";
import { solidImage } from "../support/images";
import { ADMIN, E2E_PORTS, openPage, signIn, withDb } from "./support";

// The local guide's back-office, with and without JavaScript: a top location made with its image
// is on its public page at once, and a place users submitted is approved from the list.

const suffix = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test.beforeEach(async ({ context, page }) => {
  // The cookie notice covers the bottom of the screen, where the forms' buttons are: declined up front.
  const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
  await context.addCookies([{ name: "cookie_consent", value: declined, url: `http://localhost:${E2E_PORTS.main}` }]);
  await signIn(page, ADMIN.email, ADMIN.password, "/admin");
});

test("an admin creates a top location with an image and sees it on its public page", async ({ page }) => {
  const slug = `admin-cove-${suffix()}`;
  await openPage(page, "/admin/top-locations/create");
  await page.getByLabel("Name", { exact: true }).fill("Admiral's Cove");
  await page.getByLabel("Slug (in page addresses)").fill(slug);
  await page.getByLabel("Description in English").fill("A quiet cove below the southern defences.");
  await page.getByLabel("Type").selectOption("region");
  await page.getByLabel("Active").check();
  await page.getByLabel("Image").setInputFiles({ name: "cove.png", mimeType: "image/png", buffer: await solidImage(1200, 700, "png", "#2266aa") });
  await page.getByRole("button", { name: "Create" }).click();

  await expect(page).toHaveURL(/\/admin\/top-locations\/\d+\/edit\?notice=created$/);
  await expect(page.getByRole("status")).toHaveText("Created.");
  await expect(page.getByRole("img", { name: "The location's current image" })).toHaveAttribute("srcset", /top-locations\/\d+\/.+-400w\.webp 400w/);
  const stored = await withDb((db) =>
    db.selectFrom("top_locations").innerJoin("media_files", "media_files.file_path", "top_locations.featured_image")
      .select(["top_locations.location_type", "top_locations.is_active", "media_files.original_filename", "media_files.webp_variants"])
      .where("top_locations.slug", "=", slug).executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({ location_type: "region", is_active: 1, original_filename: "cove.png" });
  expect(JSON.parse(stored.webp_variants!).map((variant: { width: number }) => variant.width)).toEqual([400, 800, 1200]);

  await openPage(page, `/location/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admiral's Cove");
  await expect(page.getByText("A quiet cove below the southern defences.")).toBeVisible();
  const hero = page.locator(`img[srcset*="/top-locations/"]`);
  await expect(hero).toHaveAttribute("srcset", /\/api\/v1\/uploads\/top-locations\/\d+\/.+-800w\.webp 800w/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("an admin approves a pending place from the list, and it goes public", async ({ page }) => {
  const name = `Garrison Museum ${suffix()}`;
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  await withDb(async (db) => {
    const category = await db.selectFrom("place_categories").select("id").where("slug", "=", "museums").executeTakeFirstOrThrow();
    const owner = await db.selectFrom("users").select("id").where("is_superuser", "=", 0).orderBy("id").executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db.insertInto("places").values({
      slug, name, place_category_id: category.id, user_id: owner.id, description_en: "Uniforms and maps of the Great Siege.",
      status: "pending", created_at: now, updated_at: now,
    }).execute();
  });
  expect((await page.request.get(`/api/v1/places/${slug}`)).status()).toBe(404);

  await openPage(page, `/admin/places?status=pending&search=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("place-status")).toHaveText("Pending");
  await row.getByRole("button", { name: "Approve" }).click();

  await expect(page.getByRole("status")).toHaveText("Updated.");
  // The list keeps its filters: the place is no longer pending.
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await withDb((db) => db.selectFrom("places").select("status").where("slug", "=", slug).executeTakeFirstOrThrow())).toEqual({ status: "approved" });

  await openPage(page, `/places/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await openPage(page, `/admin/audit-log?entity=place`);
  await expect(page.getByRole("row").filter({ hasText: `Approved “${name}”` })).toContainText(ADMIN.email);
});
