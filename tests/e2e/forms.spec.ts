import { expect, test } from "@playwright/test";
import { newUser } from "./support";

test.describe("login form", () => {
  test("shows the specification's messages at their fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("explains wrong credentials without saying which part was wrong", async ({ page }) => {
    const user = await newUser();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
    // The password is never sent back in the page.
    expect(await page.content()).not.toContain("wrong-password");
  });

  test("remember me keeps the session cookie for 30 days", async ({ page, context }) => {
    const user = await newUser();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    const session = (await context.cookies()).find((c) => c.name === "__session");
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  });

  test("without remember me the session cookie ends with the browser", async ({ page, context }) => {
    const user = await newUser();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    const session = (await context.cookies()).find((c) => c.name === "__session");
    expect(session?.expires).toBe(-1);
  });
});

test.describe("contact form", () => {
  test("shows field errors and then sends the message", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form#contact");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Subject is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();

    await form.getByLabel("Your name").fill("John Bautista");
    await form.getByLabel("E-mail").fill("john@example.gi");
    await form.getByLabel("Subject").fill("Listing question");
    await form.getByLabel("Message").fill("Hello, how long does a listing stay online?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your message has been sent" })).toBeVisible();
  });
});

test.describe("newsletter form", () => {
  test("requires an e-mail", async ({ page }) => {
    await page.goto("/places");
    const form = page.locator("form#newsletter");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Email is required").first()).toBeVisible();
  });

  test("subscribes and says to check the e-mail", async ({ page }) => {
    await page.goto("/places");
    const form = page.locator("form#newsletter");
    await form.getByLabel("Your e-mail address").fill(`reader-${Date.now()}@example.gi`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed! Check your email.").first()).toBeVisible();
  });
});
