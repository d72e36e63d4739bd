import { describe, expect, it } from "vitest";
import { TEXT_CHARACTERS_MESSAGE } from "../../api/schemas/constants.js";
import { textFixtures } from "../support/text-characters.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

/** Long text keeps its line breaks and tabs; one-line text still refuses a line break. */

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, admin: true });
const { user, ids, freshUser } = textFixtures(server);

describe("long text", () => {
  const TEXT = "First line\r\nsecond line\n\n\tindented line";

  it("keeps its line breaks and tabs in a listing's description, a review, a chat message, a place, a report and a banner", async () => {
    const listing = await server.call<{ id: number; description: string }>("PATCH", `/listings/${ids.draft}`, user.token, {
      description: TEXT,
    });
    expect(listing.status).toBe(200);
    expect(listing.body.description).toBe(TEXT);

    const review = await server.call<{ comment: string }>("POST", "/reviews", (await freshUser()).token, {
      listing_id: ids.listing,
      rating: 5,
      comment: TEXT,
    });
    expect(review.status).toBe(201);
    expect(review.body.comment).toBe(TEXT);

    const message = await server.call<{ message: string }>("POST", `/chat/rooms/${ids.room}/messages`, user.token, {
      message: TEXT,
    });
    expect(message.status).toBe(201);
    expect(message.body.message).toBe(TEXT);

    const place = await server.call<{ description_en: string; opening_hours: string }>("POST", "/places", user.token, {
      name: "Rock Top Café",
      category: "restaurants-and-cafes",
      description_en: TEXT,
      opening_hours: "Mon–Fri 9–17\nSat 10–14",
    });
    expect(place.status).toBe(201);
    expect(place.body).toMatchObject({ description_en: TEXT, opening_hours: "Mon–Fri 9–17\nSat 10–14" });

    const report = await server.call<{ id: number }>("POST", `/chat/rooms/${ids.room}/report`, user.token, {
      reason: "other",
      description: TEXT,
    });
    expect(report.status).toBe(201);
    expect(
      (await server.db.selectFrom("chat_reports").select("description").where("id", "=", report.body.id).executeTakeFirstOrThrow())
        .description,
    ).toBe(TEXT);

    const banner = await server.call<{ html_content_en: string }>("POST", "/admin/banners", server.admin, {
      name: "Lines",
      banner_type: "HTML",
      position: "SIDEBAR",
      html_content_en: "<p>One</p>\n\t<p>Two</p>",
    });
    expect(banner.status).toBe(201);
    expect(banner.body.html_content_en).toBe("<p>One</p>\n\t<p>Two</p>");
  });

  it("still refuses a line break in one-line text", async () => {
    const answer = await server.call<ApiErrorBody>("PATCH", `/listings/${ids.draft}`, user.token, { title: "Two\nlines" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field: "title", message: TEXT_CHARACTERS_MESSAGE });
  });
});
