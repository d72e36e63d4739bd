import { expect, test } from "@playwright/test";
import { expectFieldError, isJsProject, newUser, openPage, watchEnhancement } from "./support";

// With JavaScript each test works in the hydrated page and proves the form is enhanced
// (client-side validation sends nothing; a sent form does not reload the page); without it the
// same steps go through plain form posts.

test.describe("login form", () => {
  test("shows the specification's messages at their fields", async ({ page }) => {
    await openPage(page, "/auth");
    const enhancement = await watchEnhancement(page);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectFieldError(page.getByLabel("Email"), "Invalid email format");
    await expectFieldError(page.getByLabel("Password"), "Password must be at least 6 characters long");
    enhancement.expectNothingSent();
    await enhancement.expectSameDocument();
  });

  test("explains wrong credentials without saying which part was wrong", async ({ page }) => {
    const user = await newUser();
    await openPage(page, "/auth");
    const enhancement = await watchEnhancement(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form#login").getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
    // A form-level message: neither field is blamed.
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).not.toHaveAttribute("aria-invalid", "true");
    await enhancement.expectSameDocument();
    // The password is never sent back in the page.
    expect(await page.content()).not.toContain("wrong-password");
  });

  test("shows its messages in the page's language", async ({ page }) => {
    const user = await newUser();
    await openPage(page, "/auth?lng=es");
    const enhancement = await watchEnhancement(page);
    const email = page.getByLabel("Correo electrónico", { exact: true });
    const password = page.getByLabel("Contraseña", { exact: true });
    await email.fill("not-an-email");
    await password.fill("123");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expectFieldError(email, "Formato de correo electrónico no válido");
    await expectFieldError(password, "La contraseña debe tener al menos 6 caracteres");
    enhancement.expectNothingSent();

    await email.fill(user.email);
    await password.fill("wrong-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.locator("form#login").getByRole("alert")).toHaveText("Error al iniciar sesión. Comprueba tus credenciales.");
    await enhancement.expectSameDocument();
  });

  test("remember me keeps the session cookie for 30 days", async ({ page, context }) => {
    const user = await newUser();
    await openPage(page, "/auth");
    const enhancement = await watchEnhancement(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await enhancement.expectSameDocument();
    const session = (await context.cookies()).find((c) => c.name === "__session");
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  });

  test("without remember me the session cookie ends with the browser", async ({ page, context }) => {
    const user = await newUser();
    await openPage(page, "/auth");
    const enhancement = await watchEnhancement(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await enhancement.expectSameDocument();
    const session = (await context.cookies()).find((c) => c.name === "__session");
    expect(session?.expires).toBe(-1);
  });
});

test.describe("contact form", () => {
  test("shows field errors and then sends the message", async ({ page }) => {
    await openPage(page, "/contact");
    const enhancement = await watchEnhancement(page);
    const form = page.locator("form#contact");
    await form.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(form.getByLabel("Your name"), "Name is required");
    await expectFieldError(form.getByLabel("E-mail"), "Email is required");
    await expectFieldError(form.getByLabel("Subject"), "Subject is required");
    await expectFieldError(form.getByLabel("Message"), "Message is required");
    enhancement.expectNothingSent();

    await form.getByLabel("Your name").fill("John Bautista");
    await form.getByLabel("E-mail").fill("john@example.gi");
    await form.getByLabel("Subject").fill("Listing question");
    await form.getByLabel("Message").fill("Hello, how long does a listing stay online?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your message has been sent" })).toBeVisible();
    await enhancement.expectSameDocument();
  });
});

test.describe("text with hidden characters", () => {
  test("a right-to-left override in the contact form's subject is refused at the field", async ({ page }) => {
    await openPage(page, "/contact");
    const form = page.locator("form#contact");
    await form.getByLabel("Your name").fill("John Bautista");
    await form.getByLabel("E-mail").fill("john@example.gi");
    await form.getByLabel("Subject").fill("Invoice \u202Efdp.exe");
    await form.getByLabel("Message").fill("Line one\nline two of a message with a break.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(form.getByLabel("Subject"), "Contains characters that are not allowed");
    // The message's line break is fine.
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("newsletter form", () => {
  test("requires an e-mail", async ({ page }) => {
    await openPage(page, "/places");
    const enhancement = await watchEnhancement(page);
    const form = page.locator("form#newsletter");
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Without JavaScript the answer is the subscribe page, with its own copy of the form.
    const answered = page.locator(isJsProject() ? "form#newsletter" : "form#newsletter-page");
    await expectFieldError(answered.getByLabel("Your e-mail address"), "Email is required");
    enhancement.expectNothingSent();
    await enhancement.expectSameDocument();
  });

  test("subscribes and says to check the e-mail", async ({ page }) => {
    await openPage(page, "/places");
    const enhancement = await watchEnhancement(page);
    const form = page.locator("form#newsletter");
    await form.getByLabel("Your e-mail address").fill(`reader-${Date.now()}@example.gi`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed! Check your email.").first()).toBeVisible();
    // With JavaScript the form answers in place; without it on its own page.
    await enhancement.expectSameDocument();
    if (isJsProject()) await expect(page).toHaveURL(/\/places$/);
  });
});
