import { expect } from "vitest";
import { todayInGibraltar } from "../../api/schemas/constants.js";
import type { Place } from "../../api/schemas/places.js";
import { createListing } from "./content.js";
import { createUser } from "./factories.js";
import { type FileTestServer, loginAs } from "./test-server.js";

/** What the review tests make and read: signed-in users, a published listing or an approved place to review, the stored reviews. */
export function reviewFixtures(server: FileTestServer) {
  const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

  async function signedInUser() {
    const user = await createUser(server.services.database);
    return { id: user.id, token: await loginAs(server, user.email, user.password) };
  }

  /** A published listing of a new owner. */
  async function publishedListing(title = "Garden services, weekly visits") {
    const owner = await signedInUser();
    const listing = await createListing(server.db, owner.id, title);
    await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    return { owner, listing };
  }

  /** An approved place of a new owner, created through the API. */
  async function approvedPlace(name = "Harbour View Café") {
    const owner = await signedInUser();
    const response = await server.api("/places", {
      token: owner.token,
      body: { name, category: "restaurants-and-cafes", description_en: "Coffee and cakes looking over the marina." },
    });
    expect(response.status).toBe(201);
    const place = (await response.json()) as Place;
    await server.db.updateTable("places").set({ status: "approved" }).where("id", "=", place.id).execute();
    return { owner, place };
  }

  const storedReviews = (column: "listing_id" | "place_id", id: number) =>
    server.db.selectFrom("reviews").selectAll().where(column, "=", id).orderBy("id").execute();

  const daysFromToday = (days: number) => {
    const date = new Date(`${todayInGibraltar()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  return { call, signedInUser, publishedListing, approvedPlace, storedReviews, daysFromToday };
}
