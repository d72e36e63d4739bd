import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, E2E_PORTS, newUser } from "./support";

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

  await maintenance.getByRole("button", { name: "ES" }).click();
  await expect(page.getByTestId("maintenance-page").getByText("Actualizando los servidores.")).toBeVisible();
});

test("the countdown is hidden once the scheduled end is past", async ({ page, request }) => {
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

test("the maintenance page address goes home while maintenance is off", async ({ page }) => {
  await page.goto(`${base()}/maintenance`);
  await expect(page).toHaveURL(`${base()}/`);
  await expect(page.getByTestId("maintenance-page")).toHaveCount(0);
});
