import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, E2E_PORTS, expectFieldError, isJsProject, newUser, openPage, signIn, watchEnhancement } from "./support";

// Maintenance is global state: these tests use a server of their own per project, one at a time.
test.describe.configure({ mode: "serial" });

const serverName = () => (test.info().project.name === "js" ? "maintenance-js" : "maintenance-no-js");
const base = () => `http://localhost:${E2E_PORTS[serverName()]}`;

async function setMaintenance(request: APIRequestContext, body: Record<string, unknown>) {
  const login = await request.post(`${base()}/api/v1/auth/login`, { data: ADMIN });
  const { access_token } = await login.json();
  const response = await request.put(`${base()}/api/v1/admin/maintenance`, {
    data: body,
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await setMaintenance(request, { is_maintenance_enabled: false, show_countdown: false, scheduled_end: null });
});

test("visitors see the maintenance page with a countdown, in their language", async ({ page, request }) => {
  const end = new Date(Date.now() + (2 * 24 + 3) * 3600_000 + 60_000).toISOString();
  await setMaintenance(request, {
    is_maintenance_enabled: true,
    message_en: "Upgrading the servers.",
    message_es: "Actualizando los servidores.",
    show_countdown: true,
    scheduled_end: end,
    contact_email: "ops@gibmarket.gi",
    status_page_url: "https://status.gibmarket.gi",
  });
  const response = await page.goto(`${base()}/categories`);
  expect(response?.status()).toBe(503);
  const maintenance = page.getByTestId("maintenance-page");
  await expect(maintenance.getByText("Upgrading the servers.")).toBeVisible();
  await expect(maintenance.getByText("Refresh the page for updated time")).toBeVisible();
  await expect(maintenance.getByRole("listitem").filter({ hasText: "days" })).toContainText("2");
  await expect(maintenance.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "mailto:ops@gibmarket.gi");
  await expect(maintenance.getByRole("link", { name: "Service status" })).toHaveAttribute("href", "https://status.gibmarket.gi");

  await maintenance.getByRole("button", { name: "ES", exact: true }).click();
  await expect(page.getByTestId("maintenance-page").getByText("Actualizando los servidores.")).toBeVisible();
});

test("the countdown is hidden once the scheduled end is past", { tag: "@server" }, async ({ page, request }) => {
  await setMaintenance(request, { is_maintenance_enabled: true, show_countdown: true, scheduled_end: new Date(Date.now() - 60_000).toISOString() });
  await page.goto(`${base()}/`);
  await expect(page.getByTestId("maintenance-page")).toBeVisible();
  await expect(page.getByText("Refresh the page for updated time")).toHaveCount(0);
});

test("the admin login dialog lets a superuser through and refuses anyone else", async ({ page, request }) => {
  await setMaintenance(request, { is_maintenance_enabled: true });
  const user = await newUser(serverName());
  await page.goto(`${base()}/weather`);
  await page.getByText("Admin login").click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log in as admin" }).click();
  await expect(page.getByRole("alert")).toHaveText("Admin access required");

  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in as admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  // The superuser bypasses maintenance everywhere.
  await page.goto(`${base()}/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
});

test("the admin login dialog names a missing or malformed field at the field", async ({ page, request }) => {
  await setMaintenance(request, { is_maintenance_enabled: true });
  await openPage(page, `${base()}/weather`);
  const enhancement = await watchEnhancement(page);
  await page.getByText("Admin login").click();
  const form = page.locator("form#admin-login");
  await form.getByRole("button", { name: "Log in as admin" }).click();
  await expectFieldError(form.getByLabel("Email"), "Email is required");
  await expectFieldError(form.getByLabel("Password"), "Password is required");

  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Password").fill("any-password");
  await form.getByRole("button", { name: "Log in as admin" }).click();
  await expectFieldError(form.getByLabel("Email"), "Invalid email format");
  // With JavaScript the browser's constraint checks answer, without loading zod or posting.
  enhancement.expectNothingSent();
  await enhancement.expectSameDocument();
});

test("the maintenance page address goes home while maintenance is off", { tag: "@server" }, async ({ page }) => {
  await page.goto(`${base()}/maintenance`);
  await expect(page).toHaveURL(`${base()}/`);
  await expect(page.getByTestId("maintenance-page")).toHaveCount(0);
});

test("an admin switches maintenance on from the admin page, a visitor sees it, then switches it off", async ({ page, browser }) => {
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/maintenance", serverName());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maintenance");
  // The cookie banner would cover the form's button.
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept All" }).click();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  const state = page.getByTestId("maintenance-state");
  await expect(state).toHaveText("Maintenance mode is off: the site is open to everyone.");
  const enhancement = await watchEnhancement(page);
  const form = page.locator("form#maintenance");
  const save = () => form.getByRole("button", { name: "Save maintenance settings" }).click();

  await form.getByLabel("Maintenance mode on").check();
  await form.getByLabel("Message in English").fill("Moving to faster servers.");
  await form.getByLabel("Message in Spanish").fill("Nos mudamos a servidores más rápidos.");
  await form.getByLabel("Show a countdown to the scheduled end").check();
  await form.getByLabel("Support e-mail").fill("ops@");
  await save();
  await expectFieldError(form.getByLabel("Support e-mail"), "Invalid email format");
  await expectFieldError(form.getByLabel("Scheduled end (UTC)"), "Set the scheduled end to show a countdown");
  enhancement.expectNothingSent();
  await expect(state).toHaveText("Maintenance mode is off: the site is open to everyone.");

  // The end is typed in UTC, as the label says: three days and five hours from now.
  const end = new Date(Date.now() + (3 * 24 + 5) * 3600_000).toISOString().slice(0, 16);
  await form.getByLabel("Scheduled end (UTC)").fill(end);
  await form.getByLabel("Support e-mail").fill("ops@gibmarket.gi");
  await form.getByLabel("Status page URL").fill("https://status.gibmarket.gi");
  await save();
  await expect(page.getByRole("status").filter({ hasText: "Maintenance settings saved." })).toBeVisible();
  await expect(state).toHaveText("Maintenance mode is on: visitors see the maintenance page.");
  await enhancement.expectSameDocument();

  // A visitor, in a browser of their own (JavaScript as in this project).
  const visitorContext = await browser.newContext({ javaScriptEnabled: isJsProject() });
  try {
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(`${base()}/categories`);
    expect(response?.status()).toBe(503);
    const maintenance = visitor.getByTestId("maintenance-page");
    await expect(maintenance.getByText("Moving to faster servers.")).toBeVisible();
    await expect(maintenance.getByRole("listitem").filter({ hasText: "days" })).toContainText("3");
    await expect(maintenance.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "mailto:ops@gibmarket.gi");
    await expect(maintenance.getByRole("link", { name: "Service status" })).toHaveAttribute("href", "https://status.gibmarket.gi");

    // The admin still works on the site, and the form shows what was saved.
    await openPage(page, `${base()}/admin/maintenance`);
    await expect(form.getByLabel("Maintenance mode on")).toBeChecked();
    await expect(form.getByLabel("Scheduled end (UTC)")).toHaveValue(end);
    await form.getByLabel("Maintenance mode on").uncheck();
    await save();
    await expect(state).toHaveText("Maintenance mode is off: the site is open to everyone.");

    const reopened = await visitor.goto(`${base()}/categories`);
    expect(reopened?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Categories");
    await expect(visitor.getByTestId("maintenance-page")).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
