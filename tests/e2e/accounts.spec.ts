import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { lastMailTo, readOutbox } from "../support/mail.js";
import { e2eDataDir } from "../support/template.js";
import { emailedLink, expectFieldError, isJsProject, newUser, openPage, revokeSessions, signIn, uniqueEmail, watchEnhancement } from "./support";

// With JavaScript every form is used in the hydrated page, and each test proves at least once that
// the form is enhanced (nothing sent for client-side errors, no page reload); without JavaScript
// the same steps go through plain form posts.

const PASSWORD = "lucia-password-1";

/** Fills the sign-up form in the hydrated page; `businessName` ticks the business box ("" leaves the name empty). */
async function fillRegistration(page: Page, email: string, options: { businessName?: string; phone?: string } = {}) {
  await openPage(page, "/auth?mode=register");
  await page.getByLabel("First name").fill("Lucia");
  await page.getByLabel("Last name").fill("Bautista");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill(options.phone ?? "54012345");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  if (options.businessName !== undefined) {
    await page.getByLabel("This is a business account").check();
    await page.getByLabel("Business type").selectOption("hospitality");
    await page.getByLabel("Business name").fill(options.businessName);
  }
}

const submitRegistration = (page: Page) => page.getByRole("button", { name: "Create account" }).click();

/** After sign-up: the e-mailed link verifies the address, then the user signs in and out. */
async function verifySignInAndOut(page: Page, email: string) {
  await expect(page).toHaveURL(/\/email-sent\?email=/);
  await expect(page.getByText(`We have sent an e-mail to ${email}. Follow its link to activate your account.`)).toBeVisible();

  await openPage(page, await emailedLink(email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
  const enhancement = await watchEnhancement(page);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await enhancement.expectSameDocument();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
}

test("register, verify the e-mail from the link, sign in and out", async ({ page }) => {
  const email = uniqueEmail("lucia");
  await fillRegistration(page, email);
  const enhancement = await watchEnhancement(page);
  await submitRegistration(page);
  await expect(page).toHaveURL(/\/email-sent\?email=/);
  await enhancement.expectSameDocument();
  await verifySignInAndOut(page, email);
});

test("a used verification link says so and offers a new one", async ({ page }) => {
  const email = uniqueEmail("twice");
  await fillRegistration(page, email);
  await submitRegistration(page);
  await expect(page).toHaveURL(/\/email-sent/);
  const link = await emailedLink(email, "/verify-email");
  await page.goto(link);
  await openPage(page, link);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  const enhancement = await watchEnhancement(page);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send link" }).click();
  await expectFieldError(page.getByLabel("Email"), "Invalid email format");
  enhancement.expectNothingSent();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(/a new verification link has been sent/)).toBeVisible();
  await enhancement.expectSameDocument();
});

test("a business account needs its name, then registers, verifies, signs in and out", async ({ page }) => {
  await openPage(page, "/auth?mode=register");
  // Without JavaScript the business fields are always there; with it they appear with the box.
  await expect(page.getByLabel("Business name")).toHaveCount(isJsProject() ? 0 : 1);
  const email = uniqueEmail("business");
  await fillRegistration(page, email, { businessName: "" });
  const enhancement = await watchEnhancement(page);
  await submitRegistration(page);
  await expectFieldError(page.getByLabel("Business name"), "Business name is required for business accounts");
  enhancement.expectNothingSent();

  if (!isJsProject()) {
    // The plain post answered with a new page: the password fields come back empty.
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
  }
  await page.getByLabel("Business name").fill("Bautista Cafés Ltd");
  await submitRegistration(page);
  await enhancement.expectSameDocument();
  await verifySignInAndOut(page, email);
});

test("sign-up shows every rule's message at its field", async ({ page }) => {
  await openPage(page, "/auth?mode=register");
  const enhancement = await watchEnhancement(page);
  const form = page.locator("form#register");
  await page.getByLabel("First name").fill("L");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  const expected: Array<[string | RegExp, string]> = [
    ["First name", "First name must be at least 2 characters long"],
    ["Last name", "Last name must be at least 2 characters long"],
    ["Email", "Invalid email format"],
    ["Phone number", "Phone number is required"],
    ["Password", "Password must be at least 8 characters long"],
    ["Confirm password", "Passwords don't match"],
    [/I agree to the/, "You must agree to terms and conditions"],
  ];
  for (const [label, message] of expected) {
    await expectFieldError(form.getByLabel(label, { exact: typeof label === "string" }), message);
  }
  enhancement.expectNothingSent();

  await page.getByLabel("Phone number").fill("12ab");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectFieldError(page.getByLabel("Phone number"), "Invalid phone number format");
  enhancement.expectNothingSent();
  await enhancement.expectSameDocument();

  await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});

test("signing up with an e-mail that already has an account looks like any sign-up; its owner is told by e-mail", async ({ page }) => {
  const user = await newUser();
  await fillRegistration(page, user.email);
  await submitRegistration(page);
  await expect(page).toHaveURL(/\/email-sent\?email=/);
  await expect(page.getByText(`We have sent an e-mail to ${user.email}. Follow its link to activate your account.`)).toBeVisible();
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir("main")), user.email, "/auth?mode=forgot") ?? null).not.toBeNull();
});

test("the sign-in page offers no social sign-in when no provider is configured", { tag: "@server" }, async ({ page }) => {
  await openPage(page, "/auth");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
  await expect(page.getByText("Continue with Google")).toHaveCount(0);
  await expect(page.getByText("Continue with Facebook")).toHaveCount(0);
  await expect(page.locator('form[action^="/auth/google"], form[action^="/auth/facebook"]')).toHaveCount(0);
});

test("forgot password, reset from the e-mailed link, sign in with the new password", async ({ page }) => {
  const user = await newUser();
  await openPage(page, "/auth");
  const enhancement = await watchEnhancement(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill("nobody");
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expectFieldError(dialog.getByLabel("Email"), "Invalid email format");
  enhancement.expectNothingSent();
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for this email, a password reset link has been sent.")).toBeVisible();
  await enhancement.expectSameDocument();

  await openPage(page, await emailedLink(user.email, "/reset-password"));
  const reset = await watchEnhancement(page);
  await page.getByLabel("New password").fill("fresh-password-9");
  await page.getByLabel("Confirm password").fill("fresh-password-0");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page.getByLabel("Confirm password"), "Passwords don't match");
  reset.expectNothingSent();
  await page.getByLabel("New password").fill("fresh-password-9");
  await page.getByLabel("Confirm password").fill("fresh-password-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login&reset=1/);
  await expect(page.getByText("Your password has been changed. You can now log in.")).toBeVisible();
  await reset.expectSameDocument();
  await signIn(page, user.email, "fresh-password-9");
});

test("a session the server no longer accepts is cleared and the user sent to sign in", { tag: "@server" }, async ({ page, context }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password);
  const cookie = async () => (await context.cookies()).find((c) => c.name === "__session");
  expect(await cookie()).toBeDefined();

  await revokeSessions(user.id);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  expect(await cookie()).toBeUndefined();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
});

test("signing in from a guarded page comes back to it with its query string", async ({ page }) => {
  const user = await newUser();
  await page.goto("/dashboard?section=favorites");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%3Fsection%3Dfavorites/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\?section=favorites$/);
});

test("profile details and photo are saved from the dashboard", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=profile");
  const enhancement = await watchEnhancement(page);
  await page.getByLabel("Phone number").fill("12ab");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectFieldError(page.getByLabel("Phone number"), "Invalid phone number format");
  enhancement.expectNothingSent();
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
  await enhancement.expectSameDocument();
});

test("the password is changed from the settings with the current one", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=settings");
  const enhancement = await watchEnhancement(page);
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("changed-password-7");
  await page.getByLabel("Confirm password").fill("changed-password-7");
  await page.getByRole("button", { name: "Change password" }).click();
  // The API's answer, at the field it names.
  await expectFieldError(page.getByLabel("Current password"), "Current password is incorrect");
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password").fill("changed-password-7");
  await page.getByLabel("Confirm password").fill("changed-password-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await enhancement.expectSameDocument();
});

test("an account can be deleted, after which it cannot sign in", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=settings");
  const enhancement = await watchEnhancement(page);
  const form = page.locator("form#delete-account");
  await form.getByLabel("Password").fill(user.password);
  await form.getByLabel("Type DELETE to confirm").fill("delete");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expectFieldError(form.getByLabel("Type DELETE to confirm"), "Type DELETE to confirm");
  enhancement.expectNothingSent();
  await form.getByLabel("Password").fill(user.password);
  await form.getByLabel("Type DELETE to confirm").fill("DELETE");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await enhancement.expectSameDocument();
  await openPage(page, "/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form#login").getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
});

test("on a phone the forms are tabs; on a desktop an overlay switches them", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/auth");
  const enhancement = await watchEnhancement(page);
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
  // With JavaScript the overlay and the tabs switch the forms without reloading the page.
  await enhancement.expectSameDocument();
});
