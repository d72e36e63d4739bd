import { expect, test } from "@playwright/test";
import { solidImage } from "../support/images";
import { ADMIN, E2E_PORTS, expectFieldError, isJsProject, openPage, signIn, watchEnhancement, withDb } from "./support";

test.beforeEach(async ({ context, page }) => {
  // The cookie notice covers the bottom of the screen, where the forms' buttons are: declined up front.
  const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
  await context.addCookies([{ name: "cookie_consent", value: declined, url: `http://localhost:${E2E_PORTS.main}` }]);
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/banners");
});

const storedBanner = (name: string) => withDb((db) => db.selectFrom("banners").selectAll().where("name", "=", name).executeTakeFirst());

test("an admin creates an HTML banner, sees it on the home page, switches it off and deletes it", async ({ page }) => {
  test.slow(); // five admin pages and the home page twice
  const name = `E2E banner ${test.info().project.name} ${Date.now()}`;
  const text = `Ferry deals ${Date.now()}`;
  await openPage(page, "/admin/banners/create");
  const enhanced = await watchEnhancement(page);
  await page.getByLabel("Type").selectOption("HTML");
  await page.getByLabel("Position").selectOption("CONTENT_BOTTOM");
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("Name", { exact: true }), "Banner name is required");
  await expectFieldError(page.getByLabel("HTML in English"), "An HTML banner needs HTML content");
  enhanced.expectNothingSent();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("HTML in English").fill(`<strong>${text}</strong><script>document.title = "hacked"</script>`);
  await page.getByLabel("HTML in Spanish").fill(`<strong>${text} (es)</strong>`);
  await page.getByLabel("Link (https://… or /…)").fill("/places");
  await page.getByLabel("Priority").fill("900");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/banners\/\d+\/edit\?notice=created/);
  await expect(page.getByRole("status")).toHaveText("Created.");
  // Sanitised on saving: the script never reaches the database.
  expect(await storedBanner(name)).toMatchObject({ banner_type: "HTML", position: "CONTENT_BOTTOM", priority: 900, is_active: 1, html_content_en: `<strong>${text}</strong>` });

  await openPage(page, "/");
  const slot = page.getByTestId("banner-slot-CONTENT_BOTTOM");
  await expect(slot.getByText(text, { exact: true })).toBeVisible();
  await expect(slot.getByRole("link").filter({ hasText: text })).toHaveAttribute("href", /^\/api\/v1\/banners\/\d+\/go$/);
  expect(await page.title()).not.toBe("hacked");

  await openPage(page, `/admin/banners?search=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status")).toHaveText("The banner is inactive.");
  await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();
  expect((await storedBanner(name))?.is_active).toBe(0);

  await openPage(page, "/");
  await expect(page.getByText(text)).toHaveCount(0);

  await openPage(page, `/admin/banners?search=${encodeURIComponent(name)}`);
  await row.getByText("Delete", { exact: true }).click();
  await row.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  expect(await storedBanner(name)).toBeUndefined();
  const audit = await withDb((db) => db.selectFrom("audit_log").select("action").where("entity", "=", "banner").where("summary", "like", `%${name}%`).orderBy("id").execute());
  expect(audit.map((entry) => entry.action)).toEqual(["create", "toggle", "delete"]);
});

test("the banner list shows the 30-day charts and statistics; the settings refuse a wrong maximum at its field and save a right one", async ({ page }) => {
  await expect(page.getByRole("heading", { name: "Banners", level: 1 })).toBeVisible();
  for (const chart of ["Impressions per day", "Clicks per day"]) {
    await expect(page.getByRole("img", { name: new RegExp(`^${chart}: \\d+$`) })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "By position" }).getByRole("row")).toHaveCount(7);

  await page.getByRole("link", { name: "Banner settings" }).click();
  await expect(page.getByRole("heading", { name: "Banner settings", level: 1 })).toBeVisible();
  const general = page.getByLabel("Banners per position (general maximum)");
  await expect(general).toHaveValue("3");
  await general.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expectFieldError(general, "The maximum per position must be a whole number from 1 to 20");

  await general.fill("3");
  await page.getByLabel("Sidebar: maximum").fill("2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Sidebar: maximum")).toHaveValue("2");
  const stored = await withDb((db) => db.selectFrom("settings").select("value").where("key", "=", "banner_settings").executeTakeFirstOrThrow());
  expect(JSON.parse(stored.value)).toEqual({ max_per_position: 3, per_position: { SIDEBAR: 2 } });
});

test("an admin uploads an image banner for the sidebar; a listing page shows it at its size, linking through the click counter", async ({ page }) => {
  const name = `E2E sidebar ${test.info().project.name} ${Date.now()}`;
  await openPage(page, "/admin/banners/create");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Position").selectOption("SIDEBAR");
  await page.getByLabel("Alt text in English (for image banners)").fill(name);
  await page.getByLabel("Link (https://… or /…)").fill("/weather");
  await page.getByLabel("Priority").fill("950");
  await page.getByLabel(/Or upload the English image/).setInputFiles({ name: "sidebar.png", mimeType: "image/png", buffer: await solidImage(300, 250, "png", "#c8102e") });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toHaveText("Created.");
  const banner = (await storedBanner(name))!;
  expect(banner).toMatchObject({ banner_type: "IMAGE", width: 300, height: 250, image_url: expect.stringMatching(/^\/api\/v1\/uploads\/banners\/[A-Za-z0-9_-]{22}_v[\d.]+\.webp$/) });
  await expect(page.getByRole("img", { name })).toHaveAttribute("src", banner.image_url!);

  try {
    const listing = await withDb((db) => db.selectFrom("listings").select("slug").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow());
    await openPage(page, `/listing/${listing.slug}`);
    const shown = page.getByTestId("banner-slot-SIDEBAR").getByRole("img", { name });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("width", "300");
    // The image is the link's content, so the link is named by its alt text.
    await expect(page.getByTestId("banner-slot-SIDEBAR").getByRole("link", { name })).toHaveAttribute("href", `/api/v1/banners/${banner.id}/go`);
  } finally {
    await withDb((db) => db.deleteFrom("banners").where("id", "=", banner.id).execute());
  }
});

test("an admin gives an image banner a picture and alt text in each language; Spanish pages show the Spanish ones, English pages the English", async ({ page }) => {
  test.slow(); // the admin form three times, the edit page, the home page in both languages
  const stamp = `${test.info().project.name} ${Date.now()}`;
  const name = `E2E bilingual ${stamp}`;
  const [altEn, altEs] = [`Summer sale ${stamp}`, `Rebajas de verano ${stamp}`];
  await openPage(page, "/admin/banners/create");
  const enhanced = await watchEnhancement(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Position").selectOption("CONTENT_TOP");
  await page.getByLabel("Priority").fill("990");
  await page.getByLabel("Alt text in English (for image banners)").fill(altEn);
  await page.getByLabel("Alt text in Spanish (for image banners)").fill(altEs);
  await page.getByLabel("Image address in Spanish (https://… or /…)").fill("javascript:alert(1)");
  await page.getByLabel(/Or upload the English image/).setInputFiles({ name: "summer.png", mimeType: "image/png", buffer: await solidImage(1200, 200, "png", "#1d4ed8") });
  await page.getByRole("button", { name: "Create" }).click();
  // A malformed Spanish address is refused at its own field (in the page with JavaScript, by the server without).
  await expectFieldError(page.getByLabel("Image address in Spanish (https://… or /…)"), "Enter the image address as https://… or as a path on this site (/…)");
  enhanced.expectNothingSent();
  expect(await storedBanner(name)).toBeUndefined();

  // A Spanish file that is no image is refused at the Spanish file's field.
  await page.getByLabel("Image address in Spanish (https://… or /…)").fill("");
  await page.getByLabel(/Or upload the English image/).setInputFiles({ name: "summer.png", mimeType: "image/png", buffer: await solidImage(1200, 200, "png", "#1d4ed8") });
  await page.getByLabel(/Or upload the Spanish image/).setInputFiles({ name: "verano.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel(/Or upload the Spanish image/), "The file is not a supported image (JPEG, PNG, WebP or AVIF)");
  expect(await storedBanner(name)).toBeUndefined();

  await page.getByLabel(/Or upload the English image/).setInputFiles({ name: "summer.png", mimeType: "image/png", buffer: await solidImage(1200, 200, "png", "#1d4ed8") });
  await page.getByLabel(/Or upload the Spanish image/).setInputFiles({ name: "verano.png", mimeType: "image/png", buffer: await solidImage(1200, 200, "png", "#c8102e") });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toHaveText("Created.");
  const banner = (await storedBanner(name))!;
  const uploaded = /^\/api\/v1\/uploads\/banners\/[A-Za-z0-9_-]{22}_v[\d.]+\.webp$/;
  expect(banner).toMatchObject({ banner_type: "IMAGE", width: 1200, height: 200, alt_text: altEn, alt_text_es: altEs, image_url: expect.stringMatching(uploaded), image_url_es: expect.stringMatching(uploaded) });
  expect(banner.image_url_es).not.toBe(banner.image_url);

  try {
    // The edit page shows both pictures and holds both languages' fields.
    await expect(page.getByRole("img", { name: altEn })).toHaveAttribute("src", banner.image_url!);
    await expect(page.getByRole("img", { name: altEs })).toHaveAttribute("src", banner.image_url_es!);
    await expect(page.getByLabel("Image address in Spanish (https://… or /…)")).toHaveValue(banner.image_url_es!);
    await expect(page.getByLabel("Alt text in Spanish (for image banners)")).toHaveValue(altEs);

    await openPage(page, "/");
    const slot = page.getByTestId("banner-slot-CONTENT_TOP");
    await expect(slot.getByRole("img", { name: altEn })).toHaveAttribute("src", banner.image_url!);
    await expect(slot.getByRole("img", { name: altEs })).toHaveCount(0);

    await openPage(page, "/?lng=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const spanish = slot.getByRole("img", { name: altEs });
    await expect(spanish).toHaveAttribute("src", banner.image_url_es!);
    // Its srcset is the Spanish picture's copies.
    expect(await spanish.getAttribute("srcset")).toContain(`${banner.image_url_es!.replace(/\.webp$/, "")}-600w.webp 600w`);
    await expect(slot.getByRole("img", { name: altEn })).toHaveCount(0);
  } finally {
    await withDb((db) => db.deleteFrom("banners").where("id", "=", banner.id).execute());
  }
});

test("a SCRIPT banner runs in its sandboxed frame: its code runs, the site's cookies and page stay out of its reach", async ({ page, request }) => {
  const login = await request.post("/api/v1/auth/login", { data: ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const name = `E2E script ${test.info().project.name} ${Date.now()}`;
  const code = `<p id="probe">ran</p><script>
    const probe = document.getElementById("probe");
    try { probe.textContent += " cookies:" + document.cookie.length } catch (error) { probe.textContent += " cookies:blocked" }
    try { probe.textContent += " page:" + window.parent.document.title } catch (error) { probe.textContent += " page:blocked" }
  </script>`;
  const created = await request.post("/api/v1/admin/banners/", {
    headers,
    data: { name, title: name, banner_type: "SCRIPT", html_content_en: code, position: "FOOTER", priority: 990, width: 728, height: 90, is_active: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // Only the sandboxed document carries the code: the page itself never does.
    await openPage(page, "/weather");
    const frame = page.getByTestId("banner-slot-FOOTER").locator(`iframe[title="${name}"]`);
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-popups allow-popups-to-escape-sandbox");
    // A browser without JavaScript runs no script, in frames neither.
    await expect(frame.contentFrame().locator("#probe")).toHaveText(isJsProject() ? "ran cookies:blocked page:blocked" : "ran");
    expect(await page.locator("#probe").count()).toBe(0);
  } finally {
    await request.delete(`/api/v1/admin/banners/${id}`, { headers });
  }
});
