import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { e2eDataDir } from "../support/template.js";
import { emailedLink, newUser, openPage, signIn, uniqueEmail } from "./support";

const isJs = () => test.info().project.name === "js";

/** Fills and sends the sign-up form; `businessName` ticks the business box ("" leaves the name empty). */
async function fillRegistration(page: Page, email: string, options: { businessName?: string } = {}) {
  await openPage(page, "/auth?mode=register");
  await page.getByLabel("First name").fill("Lucia");
  await page.getByLabel("Last name").fill("Bautista");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("54012345");
  await page.getByLabel("Password", { exact: true }).fill("lucia-password-1");
  await page.getByLabel("Confirm password").fill("lucia-password-1");
  await page.getByLabel(/I agree to the/).check();
  if (options.businessName !== undefined) {
    await page.getByLabel("This is a business account").check();
    await page.getByLabel("Business type").selectOption("hospitality");
    await page.getByLabel("Business name").fill(options.businessName);
  }
  await page.getByRole("button", { name: "Create account" }).click();
}

test("register, verify the e-mail from the link, sign in and out", async ({ page }) => {
  const email = uniqueEmail("lucia");
  await fillRegistration(page, email);
  await expect(page).toHaveURL(/\/email-sent\?email=/);
  await expect(page.getByText(`We have sent a verification link to ${email}`)).toBeVisible();

  await page.goto(await emailedLink(email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("lucia-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
});

test("a used verification link says so and offers a new one", async ({ page }) => {
  const email = uniqueEmail("twice");
  await fillRegistration(page, email);
  const link = await emailedLink(email, "/verify-email");
  await page.goto(link);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(/a new verification link has been sent/)).toBeVisible();
});

test("a business account asks for the business name", async ({ page }) => {
  await page.goto("/auth?mode=register");
  // Without JavaScript the business fields are always there; with it they appear with the box.
  await expect(page.getByLabel("Business name")).toHaveCount(isJs() ? 0 : 1);
  await fillRegistration(page, uniqueEmail("business"), { businessName: "" });
  await expect(page.getByText("Business name is required for business accounts")).toBeVisible();
  await fillRegistration(page, uniqueEmail("business"), { businessName: "Bautista Cafés Ltd" });
  await expect(page).toHaveURL(/\/email-sent/);
});

test("sign-up shows every rule's message at its field", async ({ page }) => {
  await page.goto("/auth?mode=register");
  await page.getByLabel("First name").fill("L");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Phone number").fill("12ab");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of [
    "First name must be at least 2 characters long",
    "Last name must be at least 2 characters long",
    "Invalid email format",
    "Invalid phone number format",
    "Password must be at least 8 characters long",
    "Passwords don't match",
    "You must agree to terms and conditions",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const form = page.locator("form#register");
  await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});

test("an e-mail that already has an account is refused at its field", async ({ page }) => {
  const user = await newUser();
  await fillRegistration(page, user.email);
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
});

test("forgot password, reset from the e-mailed link, sign in with the new password", async ({ page }) => {
  const user = await newUser();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for this email, a password reset link has been sent.")).toBeVisible();

  await page.goto(await emailedLink(user.email, "/reset-password"));
  await page.getByLabel("New password").fill("fresh-password-9");
  await page.getByLabel("Confirm password").fill("fresh-password-0");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("New password").fill("fresh-password-9");
  await page.getByLabel("Confirm password").fill("fresh-password-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login&reset=1/);
  await expect(page.getByText("Your password has been changed. You can now log in.")).toBeVisible();
  await signIn(page, user.email, "fresh-password-9");
});

test("profile details and photo are saved from the dashboard", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=profile");
  await page.getByLabel("Phone number").fill("12ab");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Phone number").fill("+350 5400 1234");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expect(page.getByText("Welcome, Rosa")).toBeVisible();

  const photo = path.join(e2eDataDir("main"), "uploads", "locations");
  const anyImage = (await import("node:fs")).readdirSync(photo).find((name) => name.endsWith(".jpg"))!;
  await page.getByLabel(/Choose a photo/).setInputFiles(path.join(photo, anyImage));
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Your photo has been updated.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile photo" })).toBeVisible();
});

test("the password is changed from the settings with the current one", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=settings");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("changed-password-7");
  await page.getByLabel("Confirm password").fill("changed-password-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password").fill("changed-password-7");
  await page.getByLabel("Confirm password").fill("changed-password-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
});

test("an account can be deleted, after which it cannot sign in", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=settings");
  const form = page.locator("form#delete-account");
  await form.getByLabel("Password").fill(user.password);
  await form.getByLabel("Type DELETE to confirm").fill("delete");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.locator("p", { hasText: "Type DELETE to confirm" })).toBeVisible();
  await form.getByLabel("Password").fill(user.password);
  await form.getByLabel("Type DELETE to confirm").fill("DELETE");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
});

test("on a phone the forms are tabs; on a desktop an overlay switches them", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/auth");
  const tabs = page.getByRole("navigation", { name: "Sign in or sign up" });
  await expect(tabs).toBeVisible();
  await tabs.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up");
  await expect(tabs.getByRole("link", { name: "Sign up" })).toHaveAttribute("aria-current", "page");

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs).toBeHidden();
  await page.getByRole("link", { name: "Sign in" }).last().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByRole("heading", { name: "New to Gibraltar Marketplace?" })).toBeVisible();
});
