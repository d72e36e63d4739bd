import type { ListingChanges, ListingRow } from "../../db/schema.js";
import { AppError, type FieldError, parseInput } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { nowIso } from "../../lib/time.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import { DAY } from "../../lib/time.js";
import { EXPIRY_WARNING_DAYS, type OwnerStatus } from "../../schemas/constants.js";
import { LISTING_STATUS_MESSAGES as STATUS, ListingStatusSchema, type MyListingList, RenewLinkSchema } from "../../schemas/dashboard.js";
import type { LinkTokens } from "../../lib/link-tokens.js";
import type { FavoriteNotices } from "../favorites/notices.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import type { Listing } from "../../schemas/listing.js";
import {
  type FieldInput, type ListingDraft, ListingDraftSchema, ListingPublishSchema, ListingUpdateSchema, MESSAGES,
  MyListingsQuerySchema,
} from "../../schemas/listing-write.js";
import type { FieldsService } from "../fields/service.js";
import { type FieldLanguage, type StoredFieldValue, storedToInput, validateFieldValues } from "./field-validation.js";
import type { ListingsService } from "./service.js";
import { editableListing } from "./ownership.js";
import { draftSlug, isDraftSlug, listingSlug } from "./slug.js";
import type { ListingsWriteRepository } from "./write-repository.js";
import { type ServiceArea, checkServiceArea } from "./service-area.js";

export const PROFILE_INCOMPLETE = "Complete your profile (first name, last name and phone) before posting an ad";

/** Who writes: signed in (routes check), with what the profile rule needs. */
export type Writer = { id: number; is_superuser: boolean; first_name: string; last_name: string; phone: string | null };


/** When a listing published or renewed at `from` ends, given its category's lifetime in days. */
export const lifetimeEnd = (from: number, days: number) => new Date(from + days * DAY).toISOString();

/**
 * Which states an owner may move a listing to, and from where: available (published) from
 * reserved or sold; reserved from available; sold from available or reserved. Drafts are
 * published through the wizard and expired listings renewed, not marked.
 */
const ALLOWED_FROM: Record<OwnerStatus, { from: readonly string[]; refusal: string }> = {
  published: { from: ["reserved", "sold"], refusal: STATUS.availableNeedsHeld },
  reserved: { from: ["published"], refusal: STATUS.reserveNeedsPublished },
  sold: { from: ["published", "reserved"], refusal: STATUS.soldNeedsLive },
};

const invalid = (errors: FieldError[]) => new AppError(422, errors[0]?.message ?? "Invalid input", errors);
const minor = (major: number | null | undefined) => (major === undefined ? undefined : major === null ? null : Math.round(major * 100));

/** The listing columns a draft (or update) sets; only the fields given. */
export function columns(input: ListingDraft): ListingChanges {
  const set: ListingChanges = {};
  if (input.category_id !== undefined) set.category_id = input.category_id;
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.address !== undefined) set.address = input.address || null;
  if (input.latitude !== undefined) set.latitude = input.latitude;
  if (input.longitude !== undefined) set.longitude = input.longitude;
  if (input.selected_currency !== undefined) set.selected_currency = input.selected_currency;
  if (input.price_gbp !== undefined) set.price_gbp_minor = minor(input.price_gbp);
  if (input.price_eur !== undefined) set.price_eur_minor = minor(input.price_eur);
  if (input.location_id !== undefined) set.location_id = input.location_id;
  if (input.show_phone !== undefined) set.show_phone = input.show_phone ? 1 : 0;
  return set;
}

/**
 * A live listing's shown price going down (in the currency it shows, which did not change): the
 * news its savers get. Prices are in minor units.
 */
function priceDrop(
  row: { status: string; selected_currency: string; price_gbp_minor: number | null; price_eur_minor: number | null },
  set: ListingChanges,
): { old_price_minor: number; new_price_minor: number; currency: string } | null {
  if (row.status !== "published" || (set.selected_currency !== undefined && set.selected_currency !== row.selected_currency)) return null;
  const column = row.selected_currency === "eur" && row.price_eur_minor !== null ? "price_eur_minor" : "price_gbp_minor";
  const before = row[column];
  const after = set[column] === undefined ? before : set[column];
  if (before === null || after === null || after === undefined || Number(after) >= Number(before)) return null;
  return { old_price_minor: Number(before), new_price_minor: Number(after), currency: column === "price_eur_minor" ? "eur" : "gbp" };
}

/** The stored listing in the shape the publish schema checks (absent values left out). */
function publishInput(row: ListingRow): Record<string, unknown> {
  const major = (value: number | null) => (value === null ? undefined : Number(value) / 100);
  const optional = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    category_id: row.category_id,
    title: row.title,
    description: row.description,
    address: optional(row.address),
    latitude: row.latitude === null ? undefined : Number(row.latitude),
    longitude: row.longitude === null ? undefined : Number(row.longitude),
    selected_currency: row.selected_currency,
    price_gbp: major(row.price_gbp_minor),
    price_eur: major(row.price_eur_minor),
    location_id: optional(row.location_id),
  };
}

export function createListingsWriteService(deps: {
  repo: ListingsWriteRepository;
  reader: ListingsService;
  fields: FieldsService;
  events: Events;
  /** Removes the files of a deleted listing's photos. */
  storage: Pick<LedgeredStorage, "removeQueued">;
  /** Signs the renew links of expiry reminders. */
  renewTokens: LinkTokens;
  /** Tells the users who saved listings their news. */
  favoriteNews: Pick<FavoriteNotices, "record">;
  serviceArea: ServiceArea;
}) {
  const { repo, reader, fields, events } = deps;

  /** The listing behind an id parameter, if the writer may change it. */
  async function owned(idParam: string | undefined, writer: Writer): Promise<ListingRow> {
    const id = parseIdParam(idParam);
    return editableListing(id === null ? undefined : await repo.findRow(id), writer, STATUS.notOwner);
  }

  /** Category, location and field values of a draft or update, checked against the database. */
  async function checkReferences(input: ListingDraft, categoryId: number | undefined, language: FieldLanguage) {
    const errors: FieldError[] = [];
    if (input.category_id !== undefined && !(await repo.categoryIsActive(input.category_id))) {
      errors.push({ field: "category_id", message: MESSAGES.category });
    }
    if (input.location_id != null && !(await repo.locationExists(input.location_id))) {
      errors.push({ field: "location_id", message: MESSAGES.location });
    }
    errors.push(...(await checkServiceArea(input, deps.serviceArea)));
    if (errors.length || categoryId === undefined) {
      if (errors.length) throw invalid(errors);
      return { definitions: [], values: new Map<number, StoredFieldValue | null>() };
    }
    const definitions = await fields.forCategory(categoryId);
    const checked = validateFieldValues(definitions, input.field_values ?? {}, { publish: false, language });
    if (checked.errors.length) throw invalid(checked.errors);
    return { definitions, values: checked.values };
  }

  /** A unique slug: the wanted one, else with a random tail (a seeded slug may already hold it). */
  async function uniqueSlug(trx: Parameters<ListingsWriteRepository["update"]>[0], wanted: string, id: number) {
    let slug = wanted;
    while (await repo.slugTaken(trx, slug, id)) slug = `${wanted}-${Math.random().toString(36).slice(2, 6)}`;
    return slug;
  }

  /**
   * Starts a new lifetime, published: for an expired listing, or a published (or reserved or
   * sold) one that ends within the warning window or has ended. Answers its new end.
   */
  async function startNewLifetime(row: { id: number; status: string; category_id: number; expires_at: string | null }): Promise<string> {
    const now = Date.now();
    const endsSoon = row.status !== "draft" && row.expires_at !== null && Date.parse(row.expires_at) - now <= EXPIRY_WARNING_DAYS * DAY;
    if (row.status !== "expired" && !endsSoon) throw new AppError(422, STATUS.renewNotDue);
    const expires_at = lifetimeEnd(now, await repo.lifetimeDays(row.category_id));
    await repo.transaction((trx) =>
      repo.update(trx, row.id, { status: "published", expires_at, expiry_reminded_at: null, updated_at: new Date(now).toISOString() }),
    );
    events.listingChanged({ id: row.id, kind: "published" });
    return expires_at;
  }

  /** Marks listings past their end as expired (one user's, or everyone's); they leave the public pages. */
  async function expireDue(userId?: number): Promise<number> {
    const ids = await repo.expireDue(nowIso(), userId);
    for (const id of ids) events.listingChanged({ id, kind: "updated" });
    await deps.favoriteNews.record(ids, "expired");
    return ids.length;
  }

  const answer = (id: number, writer: Writer): Promise<Listing> => reader.get(String(id), writer);

  return {
    async create(body: unknown, writer: Writer, language: FieldLanguage = "en"): Promise<Listing> {
      if (![writer.first_name, writer.last_name, writer.phone].every((v) => typeof v === "string" && v.trim() !== "")) {
        throw new AppError(422, PROFILE_INCOMPLETE);
      }
      const input = parseInput(ListingDraftSchema, body ?? {});
      // Every listing row has a category: the wizard's first step chooses it.
      if (input.category_id === undefined) throw invalid([{ field: "category_id", message: MESSAGES.category }]);
      const { values } = await checkReferences(input, input.category_id, language);
      const now = nowIso();
      const id = await repo.transaction(async (trx) => {
        const id = await repo.insert(trx, {
          title: "",
          description: "",
          selected_currency: "gbp",
          ...columns(input),
          category_id: input.category_id!,
          slug: `draft-pending-${now}-${Math.random().toString(36).slice(2)}`,
          user_id: writer.id,
          status: "draft",
          is_top: 0,
          is_featured: 0,
          is_highlighted: 0,
          views_count: 0,
          published_at: null,
          created_at: now,
          updated_at: now,
        });
        const slug = input.title ? listingSlug(input.title, id) : draftSlug(id);
        await repo.update(trx, id, { slug: await uniqueSlug(trx, slug, id) });
        await repo.putFieldValues(trx, id, values);
        return id;
      });
      events.listingChanged({ id, kind: "created" });
      return answer(id, writer);
    },

    async update(idParam: string | undefined, body: unknown, writer: Writer, language: FieldLanguage = "en"): Promise<Listing> {
      const row = await owned(idParam, writer);
      const input = parseInput(ListingUpdateSchema, body ?? {});
      const categoryId = input.category_id ?? row.category_id;
      const { definitions, values } = await checkReferences(input, categoryId, language);
      // Editing a draft keeps it: a warning that it would be deleted no longer holds.
      const set: ListingChanges = { ...columns(input), updated_at: nowIso(), draft_warned_at: null };
      if (input.wizard_step !== undefined) set.wizard_step = input.wizard_step;
      await repo.transaction(async (trx) => {
        // A draft made without a title is named once, when it gets one; published slugs never change.
        if (input.title && row.status !== "published" && isDraftSlug(row.slug, row.id)) {
          set.slug = await uniqueSlug(trx, listingSlug(input.title, row.id), row.id);
        }
        await repo.update(trx, row.id, set);
        if (categoryId !== row.category_id) await repo.keepFieldValues(trx, row.id, definitions.map((d) => d.id));
        await repo.putFieldValues(trx, row.id, values);
      });
      events.listingChanged({ id: row.id, kind: "updated" });
      const drop = priceDrop(row, set);
      if (drop) await deps.favoriteNews.record([row.id], "price_drop", drop);
      return answer(row.id, writer);
    },

    async publish(idParam: string | undefined, writer: Writer, language: FieldLanguage = "en"): Promise<Listing> {
      const row = await owned(idParam, writer);
      const errors: FieldError[] = [];
      const checked = ListingPublishSchema.safeParse(publishInput(row));
      if (!checked.success) {
        errors.push(...checked.error.issues.map((issue) => ({ field: issue.path.join(".") || "form", message: issue.message })));
      }
      const definitions = await fields.forCategory(row.category_id);
      const byId = new Map(definitions.map((def) => [def.id, def]));
      const stored: Record<string, FieldInput> = {};
      for (const value of await repo.fieldValues(row.id)) {
        const def = byId.get(value.field_id);
        if (def) stored[def.field_name] = storedToInput(def, value);
      }
      errors.push(...validateFieldValues(definitions, stored, { publish: true, language }).errors);
      if (errors.length) throw invalid(errors);
      const now = nowIso();
      const republish = row.status === "published";
      const lifetime = republish && row.expires_at ? null : await repo.lifetimeDays(row.category_id);
      await repo.transaction((trx) =>
        repo.update(trx, row.id, {
          status: "published",
          published_at: republish && row.published_at ? row.published_at : now,
          // Publishing starts the listing's lifetime; saving an already published one does not extend it.
          ...(lifetime === null ? {} : { expires_at: lifetimeEnd(Date.parse(now), lifetime), expiry_reminded_at: null }),
          updated_at: now,
        }),
      );
      events.listingChanged({ id: row.id, kind: "published" });
      return answer(row.id, writer);
    },

    async remove(idParam: string | undefined, writer: Writer): Promise<void> {
      const row = await owned(idParam, writer);
      const removal = await repo.delete(row.id);
      events.listingChanged({ id: row.id, kind: "deleted" });
      await deps.storage.removeQueued(removal);
    },

    /** The writer's listings; any past their end are marked expired first, so the list says so. */
    async mine(query: unknown, writer: Writer): Promise<MyListingList> {
      const input = parseInput(MyListingsQuerySchema, query ?? {});
      await expireDue(writer.id);
      return reader.mine(writer.id, input);
    },

    /** Marks the listing available (published), reserved or sold, where its state allows it. */
    async setStatus(idParam: string | undefined, body: unknown, writer: Writer): Promise<Listing> {
      const row = await owned(idParam, writer);
      const { status } = parseInput(ListingStatusSchema, body ?? {});
      const now = nowIso();
      const ended = row.expires_at !== null && row.expires_at <= now;
      // A listing past its end goes live again only by renewing (a new lifetime), not by a mark.
      if (row.status === "expired" || (ended && (row.status === "published" || status === "published"))) {
        throw new AppError(422, STATUS.expiredNeedsRenewal);
      }
      const rule = ALLOWED_FROM[status];
      if (!rule.from.includes(row.status)) throw new AppError(422, rule.refusal);
      await repo.transaction((trx) => repo.update(trx, row.id, { status, status_changed_at: now, updated_at: now }));
      events.listingChanged({ id: row.id, kind: "updated" });
      if (status === "sold" || status === "reserved") await deps.favoriteNews.record([row.id], status);
      return answer(row.id, writer);
    },

    /**
     * Starts a new lifetime, published: for an expired listing, or a published (or reserved or
     * sold) one that ends within the warning window or has ended.
     */
    async renew(idParam: string | undefined, writer: Writer): Promise<Listing> {
      const row = await owned(idParam, writer);
      await startNewLifetime(row);
      return answer(row.id, writer);
    },

    /**
     * The renew link of an expiry reminder, signed out: it names the listing and the end it was
     * sent for, so it renews once and only while that lifetime is the current one.
     */
    async renewByLink(body: unknown): Promise<{ title: string; slug: string; expires_at: string }> {
      const { token } = parseInput(RenewLinkSchema, body ?? {});
      const parsed = deps.renewTokens.parse(token);
      const row = parsed ? await repo.findRow(parsed.id) : undefined;
      if (!parsed || !row?.expires_at || !parsed.signs(row.expires_at)) throw new AppError(404, STATUS.badRenewLink);
      const expires_at = await startNewLifetime(row);
      return { title: row.title, slug: row.slug, expires_at };
    },

    expireDue,
  };
}

export type ListingsWriteService = ReturnType<typeof createListingsWriteService>;
