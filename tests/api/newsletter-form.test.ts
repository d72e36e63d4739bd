import { expect, it } from "vitest";
import { postForm, setupTestServer } from "../support/test-server.js";

const server = setupTestServer({ withPages: true });

/** The form with this id in a page's HTML. */
const formOf = (html: string, id: string) => {
  const start = html.lastIndexOf("<form", html.indexOf(`id="${id}"`));
  return html.slice(start, html.indexOf("</form>", start) + "</form>".length);
};

it("writes the idle newsletter form, without conform on the server, as conform writes it", async () => {
  // Idle: written without conform's hooks.
  const idle = formOf(await (await fetch(`${server.url}/newsletter/subscribe`)).text(), "newsletter-page");
  // After a post (the trap filled: answered as a success, nothing stored), the form is conform's, reset.
  const answered = await postForm(server, "/newsletter/subscribe", { email: "someone@example.gi", source: "footer", website: "x" });
  expect(answered.status).toBe(200);
  const afterPost = formOf(await answered.text(), "newsletter-page");
  expect(afterPost).toContain("Successfully subscribed! Check your email.");
  expect(idle).toContain('<input required="" id="newsletter-page-email" name="email" form="newsletter-page" type="email"');
  // The same markup but for the outcome's words: the browser's render hydrates the idle form as it is.
  expect(idle).toBe(afterPost.replace(/(<p role="status"[^>]*>)[^<]*(<\/p>)/, "$1$2"));
});
