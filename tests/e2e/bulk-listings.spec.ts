import { expect, test } from "@playwright/test";
import { isJsProject, newUser, openPage, signIn, withDb } from "./support";

const HEADER = "external_ref,title,description,price_gbp,make,model,year,fuel";
const DESCRIPTION = "One owner and a full service history kept in a garage in Gibraltar.";

/** A business account of its own for each test (both projects run side by side). */
async function businessSeller() {
  const seller = await newUser("main", { first_name: "Dealer" });
  await withDb((db) => db.updateTable("users").set({ is_business: 1, business_name: "Rock Motors" }).where("id", "=", seller.id).execute());
  return seller;
}

const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join("\r\n"));

test("a business seller downloads the template, sees a bad file's errors with nothing imported, imports a good one, and re-imports it as updates", async ({ page }) => {
  test.slow(); // five page loads with uploads
  const seller = await businessSeller();
  const ref = `${test.info().project.name}-${Date.now().toString(36)}`;
  await signIn(page, seller.email, seller.password, "/dashboard/bulk-listings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bulk listings");

  // The template's columns follow the category's fields.
  const template = page.locator("form", { has: page.getByRole("button", { name: "Download template" }) });
  await template.getByLabel("Category").selectOption({ label: "Cars" });
  const [download] = await Promise.all([page.waitForEvent("download"), template.getByRole("button", { name: "Download template" }).click()]);
  const columns = (await (await download.createReadStream()).toArray()).join("").trim().split(",");
  expect(columns).toEqual(expect.arrayContaining(["external_ref", "title", "make", "year", "fuel"]));

  const upload = async (file: Buffer, button: "Check file" | "Import") => {
    const form = page.locator("form", { has: page.getByRole("button", { name: "Check file" }) });
    await form.getByLabel("Category").selectOption({ label: "Cars" });
    await form.getByLabel("CSV file").setInputFiles({ name: "cars.csv", mimeType: "text/csv", buffer: file });
    await form.getByLabel("Published listings").check();
    await form.getByRole("button", { name: button }).click();
  };

  const bad = csv([`${ref}-1,Toyota Yaris Hybrid 2019,${DESCRIPTION},9450,toyota,Yaris,2019,hybrid`, `${ref}-2,BMW,${DESCRIPTION},12000,bmw,320d,1900,diesel`]);
  await upload(bad, "Import");
  await expect(page.getByRole("status").filter({ hasText: /rows need fixing/ })).toHaveText("1 of 2 rows need fixing. Nothing was imported.");
  const badRow = page.getByRole("row").filter({ hasText: `${ref}-2` });
  await expect(badRow).toContainText("title: Title must be at least 5 characters");
  await expect(badRow).toContainText("year:");
  expect(await withDb((db) => db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute())).toEqual([]);

  const good = csv([`${ref}-1,Toyota Yaris Hybrid 2019,${DESCRIPTION},9450,toyota,Yaris,2019,hybrid`, `${ref}-2,BMW 320d Touring,${DESCRIPTION},12000,bmw,320d,2017,diesel`]);
  await upload(good, "Check file");
  await expect(page.getByRole("status").filter({ hasText: /ready/ })).toHaveText("All 2 rows are ready to import.");
  await upload(good, "Import");
  await expect(page.getByRole("status").filter({ hasText: /Published/ })).toHaveText("Published: 2 new, 0 updated.");
  await upload(good, "Import");
  await expect(page.getByRole("status").filter({ hasText: /Published/ })).toHaveText("Published: 0 new, 2 updated.");
  const stored = await withDb((db) => db.selectFrom("listings").select(["external_ref", "status"]).where("user_id", "=", seller.id).orderBy("id").execute());
  expect(stored).toEqual([
    { external_ref: `${ref}-1`, status: "published" },
    { external_ref: `${ref}-2`, status: "published" },
  ]);

  await openPage(page, "/dashboard?section=my-listings");
  await expect(page.getByText("BMW 320d Touring")).toBeVisible();
});

test("a file that is not readable CSV is refused with the line and column of the fault, and nothing is imported", async ({ page }) => {
  const seller = await businessSeller();
  await signIn(page, seller.email, seller.password, "/dashboard/bulk-listings");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Check file" }) });
  await form.getByLabel("Category").selectOption({ label: "Cars" });
  // Line 3 opens a quote in its second field that never closes.
  const file = csv([`R-1,Toyota Yaris Hybrid 2019,${DESCRIPTION},9450,toyota,Yaris,2019,hybrid`, `R-2,"BMW 320d Touring,${DESCRIPTION},12000,bmw,320d,2017,diesel`, "R-3,Ford Fiesta 2016,,,,,,"]);
  await form.getByLabel("CSV file").setInputFiles({ name: "cars.csv", mimeType: "text/csv", buffer: file });
  await form.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "readable CSV" })).toHaveText("The file is not a readable CSV file: line 3, column 2");
  expect(await withDb((db) => db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute())).toEqual([]);
});

test("an account that is not a business account is told bulk listings are for businesses (403)", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password);
  const response = await page.goto("/dashboard/bulk-listings");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Bulk listings are for business accounts")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);
  if (isJsProject()) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});
