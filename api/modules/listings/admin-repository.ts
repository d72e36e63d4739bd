import type { Kysely, Selectable, Updateable } from "kysely";
import type { DB, ListingsTable } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminListing, AdminListingDetail, AdminListingQuery, ListingFlag } from "../../schemas/admin-listings.js";
import type { ListingStatus } from "../../schemas/constants.js";
import { subtree } from "../fields/category-links.js";
import { countOf } from "../../db/count.js";

const LIST_COLUMNS = [
  "id", "slug", "title", "status", "category_id", "user_id", "selected_currency", "price_gbp_minor", "price_eur_minor",
  "is_top", "is_featured", "is_highlighted", "views_count", "created_at", "updated_at", "expires_at",
] as const;
const DETAIL_COLUMNS = [...LIST_COLUMNS, "description", "address", "latitude", "longitude"] as const;

type ListRow = Pick<Selectable<ListingsTable>, (typeof LIST_COLUMNS)[number]>;
type DetailRow = Pick<Selectable<ListingsTable>, (typeof DETAIL_COLUMNS)[number]>;
type Related = {
  categories: Map<number, AdminListing["category"]>;
  owners: Map<number, AdminListing["owner"]>;
  saves: Map<number, number>;
};

const major = (minor: number | null) => (minor === null ? null : Number(minor) / 100);
const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

function toAdminListing(row: ListRow, related: Related): AdminListing {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status as ListingStatus,
    category: related.categories.get(row.category_id) ?? { id: row.category_id, name_en: "", name_es: "" },
    owner: related.owners.get(row.user_id) ?? { id: row.user_id, email: "", first_name: "", last_name: "" },
    selected_currency: row.selected_currency,
    price_gbp: major(row.price_gbp_minor),
    price_eur: major(row.price_eur_minor),
    is_top: Number(row.is_top) === 1,
    is_featured: Number(row.is_featured) === 1,
    is_highlighted: Number(row.is_highlighted) === 1,
    views_count: Number(row.views_count),
    favorites_count: related.saves.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
    expires_at: row.expires_at,
  };
}

/**
 * The back-office's reads and direct writes of listings. The list filters on indexed columns
 * only (status, category, owner, the flags' partial indexes; a title search is the one scan)
 * and reads the category, owner and saves of the page's rows afterwards, so the count never
 * joins anything.
 */
export function createListingsAdminRepository(db: Kysely<DB>) {
  /** Category names, owners and save counts of a page of listings: three small lookups by id. */
  async function relatedTo(rows: ListRow[]): Promise<Related> {
    const ids = rows.map((row) => row.id);
    const categoryIds = [...new Set(rows.map((row) => row.category_id))];
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    if (!ids.length) return { categories: new Map(), owners: new Map(), saves: new Map() };
    const [categories, owners, saves] = await Promise.all([
      db.selectFrom("categories").select(["id", "name_en", "name_es"]).where("id", "in", categoryIds).execute(),
      db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", userIds).execute(),
      db
        .selectFrom("favorites")
        .select(["listing_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("listing_id", "in", ids)
        .groupBy("listing_id")
        .execute(),
    ]);
    return {
      categories: new Map(categories.map((category) => [category.id, category])),
      owners: new Map(owners.map((owner) => [owner.id, owner])),
      saves: new Map(saves.map((row) => [row.listing_id, countOf(row.n)])),
    };
  }

  return {
    async list(query: AdminListingQuery): Promise<AdminPage<AdminListing>> {
      let filtered = db.selectFrom("listings");
      if (query.status) filtered = filtered.where("status", "=", query.status);
      if (query.category_id !== undefined) {
        const links = await db.selectFrom("categories").select(["id", "parent_id"]).execute();
        filtered = filtered.where("category_id", "in", subtree(links, query.category_id));
      }
      const owner = query.user;
      if (owner) {
        // A number is the owner's id; anything else their e-mail (stored in lower case, unique).
        filtered = /^\d+$/.test(owner)
          ? filtered.where("user_id", "=", Number(owner))
          : filtered.where("user_id", "=", (eb) => eb.selectFrom("users").select("users.id").where("users.email", "=", owner.toLowerCase()));
      }
      for (const flag of ["is_top", "is_featured", "is_highlighted"] as const) {
        const wanted = query[flag];
        if (wanted !== undefined) filtered = filtered.where(flag, "=", wanted ? 1 : 0);
      }
      if (query.search) filtered = filtered.where(containsText("title", query.search));
      const page = await paginate(filtered, query, (qb) => qb.select(LIST_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc"));
      const related = await relatedTo(page.items);
      return { ...page, items: page.items.map((row) => toAdminListing(row, related)) };
    },

    async findDetail(id: number): Promise<AdminListingDetail | undefined> {
      const row: DetailRow | undefined = await db.selectFrom("listings").select(DETAIL_COLUMNS).where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toAdminListing(row, await relatedTo([row])),
        description: row.description,
        address: row.address,
        latitude: numberOrNull(row.latitude),
        longitude: numberOrNull(row.longitude),
      };
    },

    async setFlags(id: number, flags: Partial<Record<ListingFlag, boolean>>): Promise<void> {
      const set: Updateable<ListingsTable> = { updated_at: nowIso() };
      for (const [flag, on] of Object.entries(flags) as Array<[ListingFlag, boolean | undefined]>) {
        if (on !== undefined) set[flag] = on ? 1 : 0;
      }
      await db.updateTable("listings").set(set).where("id", "=", id).execute();
    },

    /** A status the owner's rules have no move to (back to draft, expired): set as it is. */
    async setStatus(id: number, status: ListingStatus, extra: Pick<Updateable<ListingsTable>, "expires_at"> = {}): Promise<void> {
      await db.updateTable("listings").set({ ...extra, status, updated_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}

export type ListingsAdminRepository = ReturnType<typeof createListingsAdminRepository>;
