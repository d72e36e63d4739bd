import { AppError, type FieldError, notFound } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  ADMIN_LISTING_MESSAGES as MESSAGES, type AdminListing, type AdminListingCreate, type AdminListingDetail, type AdminListingEdit,
  type AdminListingQuery, LISTING_FLAGS, type ListingFlags,
} from "../../schemas/admin-listings.js";
import type { ListingStatus } from "../../schemas/constants.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { UsersRepository } from "../users/repository.js";
import type { ListingsAdminRepository } from "./admin-repository.js";
import type { FieldLanguage } from "./field-validation.js";
import { LISTING_NOT_FOUND } from "./service.js";
import type { ViewTally } from "./view-tally.js";
import { PROFILE_INCOMPLETE, type ListingsWriteService, type Writer } from "./write-service.js";

/** States a listing leaves the public pages for by an admin's hand alone (the owner's rules have no such move). */
const ENDS_FROM: readonly ListingStatus[] = ["published", "reserved", "sold"];

/**
 * A refusal about the category's own fields (`field_values.<name>`), which the admin forms do
 * not show, goes to the status field: it is the choice to publish that needs them.
 */
function atFormFields(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors?.some((e) => e.field.startsWith("field_values."))) return error;
  const errors: FieldError[] = error.errors.map((e) => (e.field.startsWith("field_values.") ? { ...e, field: "status" } : e));
  return new AppError(error.status, error.detail, errors);
}

const flagSummary = (flags: ListingFlags) =>
  LISTING_FLAGS.filter((flag) => flags[flag] !== undefined)
    .map((flag) => `${flags[flag] ? "set" : "unset"} ${flag}`)
    .join(", ");

/**
 * Listings in the back-office: the list, edits, status and flag changes, deletion, and listings
 * posted for a user. Writes go through the listing write service, so an admin meets the rules
 * the owners do (texts, prices, category fields, publishing, the owners' status moves) and its
 * events keep the search index, home page and category counts right; the flags and the moves
 * only an admin makes are written here and announced the same way. Every change is audited.
 */
export function createListingsAdminService(deps: {
  repo: ListingsAdminRepository;
  writer: ListingsWriteService;
  users: UsersRepository;
  audit: AuditLog;
  events: Events;
  /** Views still held in memory are written before the back-office shows counts. */
  views: Pick<ViewTally, "flush">;
}) {
  const { repo, writer, users, audit, events } = deps;

  async function existing(id: number): Promise<AdminListingDetail> {
    await deps.views.flush();
    const listing = await repo.findDetail(id);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    return listing;
  }

  // The write service lets a superuser change any listing; only `create` reads the profile.
  const asAdmin = (actor: Actor): Writer => ({ id: actor.id, is_superuser: true, first_name: "", last_name: "", phone: null });

  /** Moves a listing to `status` by the owners' rules where they have the move, else directly. */
  async function moveTo(actor: Actor, listing: AdminListingDetail, status: ListingStatus, language: FieldLanguage): Promise<void> {
    if (status === listing.status) throw new AppError(409, MESSAGES.sameStatus);
    const id = String(listing.id);
    switch (status) {
      case "published":
        // Back from reserved or sold keeps the listing's lifetime; a draft or expired one is
        // published afresh (complete, with its category's required fields), for a new lifetime.
        if (listing.status === "reserved" || listing.status === "sold") await writer.setStatus(id, { status }, asAdmin(actor));
        else await writer.publish(id, asAdmin(actor), language);
        return;
      case "reserved":
      case "sold":
        await writer.setStatus(id, { status }, asAdmin(actor));
        return;
      case "draft":
        await repo.setStatus(listing.id, "draft");
        break;
      case "expired":
        if (!ENDS_FROM.includes(listing.status)) throw new AppError(422, MESSAGES.endedStatus, [{ field: "status", message: MESSAGES.endedStatus }]);
        await repo.setStatus(listing.id, "expired", { expires_at: nowIso() });
        break;
    }
    events.listingChanged({ id: listing.id, kind: "updated" });
  }

  /** The owner a listing is posted for: an active account with the profile posting needs. */
  async function ownerFor(email: string): Promise<Writer> {
    const owner = await users.findByEmail(email);
    const refuse = (message: string) => new AppError(422, message, [{ field: "user_email", message }]);
    if (!owner) throw refuse(MESSAGES.owner);
    if (owner.is_active !== 1) throw refuse(MESSAGES.ownerInactive);
    return { id: owner.id, is_superuser: false, first_name: owner.first_name, last_name: owner.last_name, phone: owner.phone };
  }

  return {
    async list(query: AdminListingQuery): Promise<AdminPage<AdminListing>> {
      await deps.views.flush();
      return repo.list(query);
    },

    get: existing,

    async create(actor: Actor, input: AdminListingCreate, language: FieldLanguage): Promise<AdminListingDetail> {
      const owner = await ownerFor(input.user_email);
      const { user_email: _email, status, ...draft } = input;
      const created = await writer.create(draft, owner, language).catch((error: unknown) => {
        throw error instanceof AppError && error.detail === PROFILE_INCOMPLETE
          ? new AppError(422, MESSAGES.ownerProfile, [{ field: "user_email", message: MESSAGES.ownerProfile }])
          : error;
      });
      if (status === "published") {
        try {
          await writer.publish(String(created.id), owner, language);
        } catch (error) {
          // Nothing half made is left behind: the draft goes, the form says what publishing needs.
          await writer.remove(String(created.id), owner);
          throw atFormFields(error);
        }
      }
      const after = await existing(created.id);
      await audit.record(actor, {
        action: "create", entity: "listing", entity_id: after.id, summary: `Created “${after.title}” for ${after.owner.email} (${after.status})`, after,
      });
      return after;
    },

    /** The whole editable set: texts, category, prices (one left out is cleared) and status. */
    async update(actor: Actor, id: number, input: AdminListingEdit, language: FieldLanguage): Promise<AdminListingDetail> {
      const before = await existing(id);
      const { status, ...fields } = input;
      await writer.update(String(id), { ...fields, price_gbp: fields.price_gbp ?? null, price_eur: fields.price_eur ?? null }, asAdmin(actor), language);
      // The fields are saved even when the status move is refused: the log says what changed.
      const refusal = status === before.status ? null : await moveTo(actor, await existing(id), status, language).then(() => null, (error: unknown) => error);
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "listing", entity_id: id, summary: `Edited “${after.title}”`, before, after });
      if (refusal) throw atFormFields(refusal);
      return after;
    },

    async setStatus(actor: Actor, id: number, status: ListingStatus, language: FieldLanguage): Promise<AdminListingDetail> {
      const before = await existing(id);
      await moveTo(actor, before, status, language);
      const after = await existing(id);
      await audit.record(actor, {
        action: "status", entity: "listing", entity_id: id, summary: `Marked “${after.title}” ${status} (was ${before.status})`, before, after,
      });
      return after;
    },

    async setFlags(actor: Actor, id: number, flags: ListingFlags): Promise<AdminListingDetail> {
      const before = await existing(id);
      await repo.setFlags(id, flags);
      events.listingChanged({ id, kind: "updated" });
      const after = await existing(id);
      await audit.record(actor, { action: "flags", entity: "listing", entity_id: id, summary: `${flagSummary(flags)} on “${after.title}”`, before, after });
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await existing(id);
      await writer.remove(String(id), asAdmin(actor));
      await audit.record(actor, { action: "delete", entity: "listing", entity_id: id, summary: `Deleted “${before.title}” of ${before.owner.email}`, before });
    },
  };
}

export type ListingsAdminService = ReturnType<typeof createListingsAdminService>;
