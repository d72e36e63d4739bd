import type { Insertable, Kysely } from "kysely";
import sharp from "sharp";
import { type Storage, unguessableName } from "../../lib/storage.js";
import { encodeBannerPicture } from "../../modules/banners/picture.js";
import { DEFAULT_MAP_SETTINGS } from "../../modules/settings/service.js";
import type { DB, ReviewsTable } from "../schema.js";
import { BANNER_SIZES, BANNERS, type BannerWording } from "./banners.js";
import { CATEGORIES, LISTING_TYPES, TOP_LEVEL_OF } from "./categories.js";
import { CATEGORY_FIELDS, FIELD_GROUPS, FIELDS } from "./fields.js";
import { createImageFactory, mapLimit, type PhotoSet, type Scene } from "./images.js";
import { fieldValueRows, LISTINGS, planListings } from "./listings.js";
import { LOCATIONS } from "./locations.js";
import { type MediaItem, storeMedia, storedVariants, variantFiles } from "./media.js";
import { PLACE_CATEGORIES, PLACES } from "./places.js";
import { promotionPlans } from "./promotion-plans.js";
import { REVIEWS } from "./reviews.js";
import { USERS } from "./users.js";
import { createClock, type Clock, createRandom, insertBatched, insertReturningIds, lookup } from "./util.js";
import { weatherReadings } from "./weather.js";

const BANNER_SETTINGS = { max_per_position: 3, rotation_seconds: 0 };
const LOCATION_COLOURS = ["#0ea5e9", "#f97316", "#14b8a6", "#8b5cf6", "#e11d48", "#65a30d"];

const sceneOfCategory = (topSlug: string): Scene =>
  topSlug.startsWith("property-") ? "house"
    : topSlug === "vehicles" ? "car"
      : topSlug === "boats-and-marine" ? "boat"
        : topSlug === "jobs" ? "briefcase"
          : topSlug === "community-and-events" ? "town"
            : "generic";

/** Every picture of the seed, rendered in memory before the database is touched. */
async function renderImages(log: (m: string) => void) {
  const images = createImageFactory();
  const started = Date.now();
  const listingPhotos = await mapLimit(LISTINGS, 4, async (seed, i) => {
    const top = TOP_LEVEL_OF.get(seed.cat);
    const sub = top?.children.find((c) => c.slug === seed.cat);
    if (!top || !sub) throw new Error(`Seed listing "${seed.title}" has an unknown category ${seed.cat}`);
    const scene = sceneOfCategory(top.slug);
    const cover = await images.photo(scene, top.color, i % 3, seed.title, `${top.en} · ${sub.en}`);
    const extra = await Promise.all([1, 2].map((n) => images.plain(scene, top.color, (i + n) % 3)));
    return [cover, ...extra];
  });
  const placePhotos = await mapLimit(PLACES, 4, (place, i) => {
    const cat = PLACE_CATEGORIES.find((c) => c.slug === place.cat)!;
    return images.photo(cat.scene, cat.color, i % 3, place.name, `${cat.en} · Gibraltar`);
  });
  const locationPhotos = await mapLimit(LOCATIONS, 4, (loc, i) =>
    images.photo(loc.scene, LOCATION_COLOURS[i % LOCATION_COLOURS.length]!, i % 3, loc.name, "Top location · Gibraltar"),
  );
  // Each image banner in English and in Spanish: its text is part of the picture.
  const bannerImages = await mapLimit(BANNERS, 4, async (banner) => {
    if (banner.type !== "IMAGE") return null;
    const [width, height] = BANNER_SIZES[banner.position];
    const draw = (words: BannerWording) => images.banner(width, height, banner.color, words.headline, words.text, words.cta);
    const [en, es] = await Promise.all([draw(banner), draw(banner.es)]);
    return { en, es };
  });
  log(`Rendered demo images in ${Date.now() - started} ms`);
  return { listingPhotos, placePhotos, locationPhotos, bannerImages };
}

type Images = Awaited<ReturnType<typeof renderImages>>;

async function seedReference(db: Kysely<DB>, clock: Clock) {
  await db
    .insertInto("currencies")
    .values([
      { code: "gbp", symbol: "£", name: "Pound sterling", rate_from_gbp: "1", is_active: 1 },
      { code: "eur", symbol: "€", name: "Euro", rate_from_gbp: "1.17", is_active: 1 },
    ])
    .execute();
  await db
    .insertInto("settings")
    .values([
      { key: "map", value: JSON.stringify(DEFAULT_MAP_SETTINGS), updated_at: clock.nowIso },
      { key: "banner_settings", value: JSON.stringify(BANNER_SETTINGS), updated_at: clock.nowIso },
    ])
    .execute();
  await db.insertInto("promotion_plans").values(promotionPlans(clock.nowIso)).execute();
  const since = clock.daysAgo(400);
  const types = await insertReturningIds(
    db,
    "listing_types",
    LISTING_TYPES.map((t) => ({ slug: t.slug, name_en: t.en, name_es: t.es, description: t.description, is_active: 1, created_at: since })),
    "slug",
  );

  const tops = await insertReturningIds(
    db,
    "categories",
    CATEGORIES.map((c, i) => ({
      parent_id: null, slug: c.slug, name_en: c.en, name_es: c.es, description_en: c.descEn, description_es: c.descEs,
      icon: c.icon, color: c.color, sort_order: i + 1, is_active: 1, created_at: since,
    })),
    "slug",
  );
  const children = await insertReturningIds(
    db,
    "categories",
    CATEGORIES.flatMap((c) =>
      c.children.map((child, i) => ({
        parent_id: tops.get(c.slug)!, slug: child.slug, name_en: child.en, name_es: child.es,
        description_en: child.descEn, description_es: child.descEs, icon: c.icon, color: c.color,
        sort_order: i + 1, is_active: 1, created_at: since,
      })),
    ),
    "slug",
  );
  const categories = new Map([...tops, ...children]);

  const groups = await insertReturningIds(
    db,
    "field_groups",
    FIELD_GROUPS.map((g, i) => ({ name_en: g.en, name_es: g.es, sort_order: i + 1 })),
    "name_en",
  );
  const fields = await insertReturningIds(
    db,
    "field_definitions",
    FIELDS.map((f, i) => ({
      field_name: f.name, label_en: f.en, label_es: f.es, data_type: f.data, display_type: f.display,
      is_required: f.required ? 1 : 0, sort_order: i + 1,
      placeholder_en: f.placeholder?.[0] ?? null, placeholder_es: f.placeholder?.[1] ?? null,
      validation_rules: f.rules ? JSON.stringify(f.rules) : null, is_active: 1, created_at: since,
    })),
    "field_name",
  );
  await insertBatched(
    db,
    "field_options",
    FIELDS.flatMap((f) =>
      (f.options ?? []).map(([value, en, es], i) => ({ field_id: fields.get(f.name)!, value, label_en: en, label_es: es, sort_order: i + 1 })),
    ),
  );
  const groupName = new Map(FIELD_GROUPS.map((g) => [g.key, g.en]));
  await insertBatched(
    db,
    "category_fields",
    Object.entries(CATEGORY_FIELDS).flatMap(([slug, placements]) =>
      placements.map(([name, group, row, start, span, top], i) => ({
        category_id: lookup(tops, slug, "category"),
        field_id: lookup(fields, name, "field"),
        group_id: lookup(groups, groupName.get(group)!, "field group"),
        sort_order: i + 1,
        grid_row: row,
        grid_column_start: start,
        grid_column_span: span,
        is_top_field: top ? 1 : 0,
      })),
    ),
  );
  const placeCategories = await insertReturningIds(
    db,
    "place_categories",
    PLACE_CATEGORIES.map((c, i) => ({ slug: c.slug, name_en: c.en, name_es: c.es, icon: c.icon, sort_order: i + 1 })),
    "slug",
  );
  return { types, categories, fields, placeCategories };
}

async function seedUsersAndLocations(db: Kysely<DB>, storage: Storage, clock: Clock, images: Images) {
  const byEmail = await insertReturningIds(
    db,
    "users",
    USERS.map((u) => ({
      email: u.email, password_hash: null, first_name: u.first, last_name: u.last, phone: u.phone, avatar_url: null,
      is_superuser: 0, is_verified: 1, is_active: 1, is_business: u.business ? 1 : 0,
      business_name: u.business?.name ?? null, business_type: u.business?.type ?? null, language: u.language,
      created_at: clock.daysAgo(u.joined), updated_at: clock.daysAgo(Math.max(1, u.joined - 7)),
    })),
    "email",
  );
  const users = new Map(USERS.map((u) => [u.key, byEmail.get(u.email)!]));

  const locationVariants = LOCATIONS.map((loc, i) => variantFiles(`locations/${loc.slug}`, images.locationPhotos[i]!));
  await mapLimit(LOCATIONS, 8, async (loc, i) => {
    await storage.write(`locations/${loc.slug}.jpg`, images.locationPhotos[i]!.original);
    for (const variant of locationVariants[i]!) await storage.write(variant.path, variant.data);
  });
  const locations = await insertReturningIds(
    db,
    "top_locations",
    LOCATIONS.map((l, i) => ({
      slug: l.slug, name: l.name, description: l.en, description_es: l.es, featured_image: `locations/${l.slug}.jpg`,
      featured_image_variants: storedVariants(locationVariants[i]!),
      location_type: l.type, is_featured: l.featured ? 1 : 0, is_active: 1, latitude: l.lat, longitude: l.lng,
      sort_order: i + 1, created_at: clock.daysAgo(400),
    })),
    "slug",
  );
  return { users, locations };
}

async function seedListings(
  db: Kysely<DB>,
  storage: Storage,
  clock: Clock,
  images: Images,
  ids: Awaited<ReturnType<typeof seedReference>> & Awaited<ReturnType<typeof seedUsersAndLocations>>,
) {
  const planned = planListings(clock, ids);
  const bySlug = await insertReturningIds(db, "listings", planned.map((p) => p.row), "slug");
  const listingIds = planned.map((p) => bySlug.get(p.row.slug)!);

  await insertBatched(db, "listing_field_values", planned.flatMap((p, i) => fieldValueRows(p, listingIds[i]!, ids.fields, clock)));

  const items: (MediaItem & { listingId: number; n: number })[] = planned.flatMap((p, i) =>
    (images.listingPhotos[i] as PhotoSet[]).slice(0, p.photos).map((set, k) => ({
      prefix: `listings/${listingIds[i]}/${unguessableName()}`, set, filename: `photo-${k + 1}.jpg`, alt: p.seed.title,
      ownerId: p.row.user_id, createdAt: p.row.created_at, listingId: listingIds[i]!, n: k + 1,
    })),
  );
  const media = await storeMedia(db, storage, items);
  await insertBatched(
    db,
    "listing_media",
    items.map((item) => ({ listing_id: item.listingId, media_id: media.get(item.prefix)!, sort_order: item.n - 1, is_cover: item.n === 1 ? 1 : 0 })),
  );
  return { planned, listingIds };
}

async function seedPlaces(db: Kysely<DB>, storage: Storage, clock: Clock, images: Images, users: Map<string, number>, cats: Map<string, number>) {
  const joined = new Map(USERS.map((u) => [u.key, u.joined]));
  const created = PLACES.map((p, i) => clock.daysAgo(Math.min(p.by ? joined.get(p.by)! - 1 : 365, 200 - i * 5)));
  const places = await insertReturningIds(
    db,
    "places",
    PLACES.map((p, i) => ({
      slug: p.slug, name: p.name, place_category_id: lookup(cats, p.cat, "place category"),
      user_id: p.by ? lookup(users, p.by, "user") : null, description_en: p.en, description_es: p.es, address: p.address,
      latitude: p.at[0], longitude: p.at[1], phone: p.phone ?? null, website: p.website ?? null, opening_hours: p.hours,
      status: "approved", created_at: created[i]!, updated_at: created[i]!,
    })),
    "slug",
  );
  const items: MediaItem[] = PLACES.map((p, i) => ({
    prefix: `places/${places.get(p.slug)}/${unguessableName()}`, set: images.placePhotos[i]!, filename: "photo-1.jpg", alt: p.name,
    ownerId: p.by ? users.get(p.by)! : null, createdAt: created[i]!,
  }));
  const media = await storeMedia(db, storage, items);
  await insertBatched(
    db,
    "place_media",
    PLACES.map((p, i) => ({ place_id: places.get(p.slug)!, media_id: media.get(items[i]!.prefix)!, sort_order: 0 })),
  );
  return places;
}

function reviewRows(
  clock: Clock,
  users: Map<string, number>,
  places: Map<string, number>,
  listings: Awaited<ReturnType<typeof seedListings>>,
): Insertable<ReviewsTable>[] {
  const random = createRandom(42);
  const joined = new Map(USERS.map((u) => [u.key, u.joined]));
  const byKey = new Map(listings.planned.filter((p) => p.seed.key).map((p) => [p.seed.key!, p]));
  const seen = new Set<string>();
  return REVIEWS.map((r) => {
    if (seen.has(`${r.of}|${r.by}`)) throw new Error(`Seed review: ${r.by} reviews ${r.of} twice`);
    seen.add(`${r.of}|${r.by}`);
    const [kind, key] = r.of.split(":") as ["place" | "listing", string];
    const userId = lookup(users, r.by, "user");
    let ago = Math.min(r.ago + random.float(0, 0.4, 3), joined.get(r.by)! - 1);
    let listingId: number | null = null;
    if (kind === "listing") {
      const planned = byKey.get(key);
      if (!planned) throw new Error(`Seed review refers to an unknown listing ${key}`);
      if (planned.row.user_id === userId) throw new Error(`Seed review: ${r.by} cannot review their own listing ${key}`);
      listingId = listings.listingIds[planned.index]!;
      ago = Math.min(ago, (planned.ageHours / 24) * 0.8); // reviewed after it was posted
    }
    const created = clock.daysAgo(ago);
    return {
      listing_id: listingId,
      place_id: kind === "place" ? lookup(places, key, "place") : null,
      user_id: userId,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      visit_date: kind === "place" ? clock.dateAgo(ago + random.int(1, 6)) : null,
      is_anonymous: r.anonymous ? 1 : 0,
      is_featured: r.featured ? 1 : 0,
      is_verified_purchase: r.verified ? 1 : 0,
      status: "published",
      helpful_count: random.int(0, 9),
      created_at: created,
      updated_at: created,
    };
  });
}

async function seedBanners(db: Kysely<DB>, storage: Storage, clock: Clock, images: Images) {
  // Stored as uploads are (WebP with srcset copies), named by number (and "-es" for the Spanish
  // picture): the demo's addresses stay put.
  const store = async (image: Buffer, name: string) => {
    const encoded = await encodeBannerPicture(sharp(image), name);
    for (const [relativePath, data] of encoded.files) await storage.write(relativePath, data);
    return `/api/v1/uploads/${encoded.picture}`;
  };
  const pictures = await mapLimit(BANNERS, 4, async (_, i) => {
    const image = images.bannerImages[i];
    if (!image) return null;
    const [en, es] = await Promise.all([store(image.en, String(i + 1)), store(image.es, `${i + 1}-es`)]);
    return { en, es };
  });
  await db
    .insertInto("banners")
    .values(
      BANNERS.map((b, i) => {
        const [width, height] = BANNER_SIZES[b.position];
        const created = clock.daysAgo(30 - i * 2);
        return {
          name: b.name, title: b.title, alt_text: b.type === "IMAGE" ? b.alt : b.title, banner_type: b.type,
          image_url: pictures[i]?.en ?? null, link_url: b.link,
          image_url_es: pictures[i]?.es ?? null, alt_text_es: b.type === "IMAGE" ? b.es.alt : null,
          html_content: b.type === "HTML" ? b.en : null, html_content_en: b.type === "HTML" ? b.en : null,
          html_content_es: b.type === "HTML" ? b.es : null, width, height, priority: b.priority, position: b.position,
          is_active: 1, start_date: null, end_date: null, clicks_count: 0, impressions_count: 0,
          created_at: created, updated_at: created,
        };
      }),
    )
    .execute();
}

/**
 * What every install needs to work, demo or not: categories with their fields and listing types,
 * place categories, currencies, map and banner settings, promotion plans.
 */
export async function seedReferenceData(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) => seedReference(trx, createClock(Date.now())));
}

/**
 * Fills an empty, migrated database with demo data for Gibraltar (SQLite or PostgreSQL alike).
 * Pictures are rendered first and written to storage as their rows are inserted, inside one transaction.
 */
export async function seedDemoData(
  db: Kysely<DB>,
  storage: Storage,
  options: { log?: (m: string) => void } = {},
): Promise<{ users: number; listings: number }> {
  const log = options.log ?? (() => {});
  const clock = createClock(Date.now());
  const images = await renderImages(log);

  return db.transaction().execute(async (trx) => {
    const reference = await seedReference(trx, clock);
    log(`Seeded ${CATEGORIES.length} categories, ${FIELDS.length} fields and reference data`);
    const people = await seedUsersAndLocations(trx, storage, clock, images);
    const listings = await seedListings(trx, storage, clock, images, { ...reference, ...people });
    log(`Seeded ${USERS.length} users and ${listings.listingIds.length} listings with photos`);
    const places = await seedPlaces(trx, storage, clock, images, people.users, reference.placeCategories);
    await insertBatched(trx, "reviews", reviewRows(clock, people.users, places, listings));
    await insertBatched(trx, "weather_readings", weatherReadings(clock));
    await seedBanners(trx, storage, clock, images);
    log(`Seeded ${PLACES.length} places, ${REVIEWS.length} reviews, weather and ${BANNERS.length} banners`);
    return { users: USERS.length, listings: listings.listingIds.length };
  });
}
