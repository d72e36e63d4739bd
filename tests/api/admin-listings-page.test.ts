import { beforeAll, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { setupTestServer, signInCookie } from "../support/test-server.js";

// The back-office list's action bar: what it does to the checked rows, as a browser without
// JavaScript posts it (the e2e tests post it from the page with JavaScript on and off).

const server = setupTestServer({ withPages: true });
let admin: string;

beforeAll(async () => {
  admin = await signInCookie(server, ADMIN.email, ADMIN.password);
});

/** A listing written directly, with the status given (published unless told). */
async function listing(title: string, status = "published") {
  const user = await createUser(server.services.database);
  const row = await createListing(server.db, user.id, title);
  await server.db.updateTable("listings").set({ status }).where("id", "=", row.id).execute();
  return row;
}

const stored = (id: number) => server.db.selectFrom("listings").select(["status", "is_featured"]).where("id", "=", id).executeTakeFirst();

/** A post to the list page as a browser sends it, a field repeated for each checked row. */
const post = (fields: string[][], cookie = admin) =>
  fetch(`${server.url}/admin/listings?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

const checked = (ids: number[]) => ids.map((id) => ["id", String(id)]);

/** The action bar's post: the checked rows, the chosen action and the pressed button. */
const apply = (ids: number[], action: string, cookie = admin) => post([...checked(ids), ["action", action], ["intent", "apply"]], cookie);

/** Where a redirect goes, and the page there. */
async function followed(response: Response) {
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  const html = await (await fetch(`${server.url}${location}`, { headers: { cookie: admin } })).text();
  return { params: new URL(location, server.url).searchParams, html };
}

it("moves every checked row to the status chosen, reports a refusal by its row, and takes a status a row has as done", async () => {
  const published = await listing("Bulk kayak");
  const draft = await listing("Bulk canoe", "draft");
  const { params, html } = await followed(await apply([published.id, draft.id], "status:expired"));
  // The published one is expired; the draft cannot be, and the page says which row refused.
  expect(await stored(published.id)).toMatchObject({ status: "expired" });
  expect(await stored(draft.id)).toMatchObject({ status: "draft" });
  expect(params.get("about")).toBe(`#${draft.id}`);
  expect(html).toContain(`#${draft.id}: Only a published, reserved or sold listing can be marked as expired`);

  // Expired again: nothing to do for either, and no refusal.
  const again = await followed(await apply([published.id], "status:expired"));
  expect(again.params.get("notice")).toBe("saved");
  expect(again.html).toContain("Saved.");
});

it("sets and removes a badge on every checked row", async () => {
  const rows = [await listing("Bulk paddle one"), await listing("Bulk paddle two")];
  const set = await followed(await apply(rows.map((row) => row.id), "flag:is_featured:true"));
  expect(set.params.get("notice")).toBe("saved");
  for (const row of rows) expect(await stored(row.id)).toMatchObject({ is_featured: 1 });
  await followed(await apply([rows[0]!.id], "flag:is_featured:false"));
  expect(await stored(rows[0]!.id)).toMatchObject({ is_featured: 0 });
  expect(await stored(rows[1]!.id)).toMatchObject({ is_featured: 1 });
});

it("asks before deleting, naming the checked rows, and deletes them once confirmed", async () => {
  const rows = [await listing("Bulk tent to delete"), await listing("Bulk stove to delete")];
  const asked = await apply(rows.map((row) => row.id), "delete");
  expect(asked.status).toBe(200);
  const question = await asked.text();
  expect(question).toContain("Delete these 2 listings with their photos, saves and reviews? This cannot be undone.");
  for (const row of rows) expect(question).toContain(`#${row.id} ${row.title}`);
  for (const row of rows) expect(await stored(row.id)).toBeDefined();

  const confirmed = await followed(await post([["intent", "delete"], ...checked(rows.map((row) => row.id))]));
  expect(confirmed.params.get("notice")).toBe("deleted");
  expect(confirmed.html).toContain("Deleted.");
  for (const row of rows) expect(await stored(row.id)).toBeUndefined();
});

it("refuses no checked row, an unknown action and a malformed id, changing nothing", async () => {
  const row = await listing("Bulk lamp untouched");
  const none = await followed(await apply([], "status:sold"));
  expect(none.html).toContain("Select at least one listing first");
  const deleteNone = await followed(await apply([], "delete"));
  expect(deleteNone.html).toContain("Select at least one listing first");
  const nothing = await followed(await apply([row.id], ""));
  expect(nothing.html).toContain("Choose what to do with the selected listings");
  const unknown = await followed(await apply([row.id], "status:gone"));
  expect(unknown.html).toContain("Unknown action");
  const malformed = await post([["intent", "apply"], ["action", "status:sold"], ["id", "12abc"]]);
  expect(malformed.status).toBe(400);
  expect(await stored(row.id)).toMatchObject({ status: "published", is_featured: 0 });
});

it("shows a user who is not an admin Access Denied, asking nothing and deleting nothing", async () => {
  const row = await listing("Bulk radio kept");
  const user = await createUser(server.services.database);
  const cookie = await signInCookie(server, user.email, user.password);
  for (const response of [await apply([row.id], "delete", cookie), await apply([row.id], "status:sold", cookie)]) {
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("Delete this listing");
  }
  expect(await stored(row.id)).toMatchObject({ status: "published" });
});

it("marks the sidebar's section of the page, and the dashboard only on its own page", async () => {
  const current = async (path: string) => {
    const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: admin } })).text();
    return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
  };
  const row = await listing("Sidebar lamp");
  expect(await current("/admin")).toEqual(["Dashboard"]);
  expect(await current("/admin/listings")).toEqual(["Listings"]);
  expect(await current(`/admin/listings/${row.id}/edit`)).toEqual(["Listings"]);
  expect(await current("/admin/listing-types")).toEqual(["Listing types"]);
});
