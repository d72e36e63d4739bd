import { type Kysely, sql } from "kysely";
import { isPostgres } from "./helpers.js";

/*
 * Full-text search (the one dialect-specific part of the schema; docs/decisions/0004-search-index-kept-by-triggers.md).
 *
 * Each searchable thing has a *document view* (what its text is, defined once here) and an index
 * kept in sync by triggers, so every writer (the API, the seed, bulk imports, cascades of account
 * deletion, admin renames of categories or option labels) updates it in its own transaction.
 * - listings (published only): title (heaviest), category and parent-category names en/es,
 *   then description, address, text field values and the en/es labels of chosen options;
 * - categories (active): name_en, name_es;  places (approved): name, then descriptions en/es.
 * SQLite: contentless FTS5 tables (rowid = the row's id) with accents removed by the tokenizer.
 * PostgreSQL: tsvector tables with GIN indexes over unaccent()ed, punctuation-free text, so both
 * dialects split words the same way (on anything that is not a letter or digit).
 */

const SQLITE_TOKENIZE = `tokenize = "unicode61 remove_diacritics 2", prefix = '2 3', content = '', contentless_delete = 1`;

/** Text of the chosen values of a listing `l`: `agg` is group_concat or string_agg, `contains` tests a comma list. */
function fieldText(agg: (expr: string) => string, listContains: (list: string, item: string) => string): string {
  return `coalesce(' ' || (select ${agg("v.value_text")} from listing_field_values v where v.listing_id = l.id), '')
    || coalesce(' ' || (select ${agg("o.label_en || ' ' || o.label_es")}
        from listing_field_values v
        join field_options o on o.field_id = v.field_id
          and (o.value = v.value_text or ${listContains("v.value_array", "o.value")})
        where v.listing_id = l.id), '')`;
}

const LISTING_FROM = `from listings l
  join categories c on c.id = l.category_id
  left join categories p on p.id = c.parent_id
  where l.status = 'published'`;
const LISTING_CATEGORIES = `c.name_en || ' ' || c.name_es || coalesce(' ' || p.name_en || ' ' || p.name_es, '')`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const body = `l.description || coalesce(' ' || l.address, '') || ${fieldText(
    (expr) => `group_concat(${expr}, ' ')`,
    (list, item) => `instr(',' || ${list} || ',', ',' || ${item} || ',') > 0`,
  )}`;
  const statements = [
    `create virtual table search_listings using fts5(title, categories, body, ${SQLITE_TOKENIZE})`,
    // Title matches weigh most, then category names, then the rest (bm25 column weights).
    `insert into search_listings(search_listings, rank) values ('rank', 'bm25(10.0, 4.0, 1.0)')`,
    `create view search_listing_documents as select l.id as id, l.title as title, ${LISTING_CATEGORIES} as categories, ${body} as body ${LISTING_FROM}`,
    `create virtual table search_categories using fts5(name_en, name_es, ${SQLITE_TOKENIZE})`,
    `create view search_category_documents as select id, name_en, name_es from categories where is_active = 1`,
    `create virtual table search_places using fts5(name, description, ${SQLITE_TOKENIZE})`,
    `insert into search_places(search_places, rank) values ('rank', 'bm25(10.0, 1.0)')`,
    `create view search_place_documents as
      select id, name, coalesce(description_en, '') || ' ' || coalesce(description_es, '') as description
      from places where status = 'approved'`,
  ];
  const putListing = (id: string) => `delete from search_listings where rowid = ${id};
    insert into search_listings(rowid, title, categories, body)
      select id, title, categories, body from search_listing_documents where id = ${id};`;
  const putCategory = (id: string) => `delete from search_categories where rowid = ${id};
    insert into search_categories(rowid, name_en, name_es) select id, name_en, name_es from search_category_documents where id = ${id};`;
  const putPlace = (id: string) => `delete from search_places where rowid = ${id};
    insert into search_places(rowid, name, description) select id, name, description from search_place_documents where id = ${id};`;
  const triggers = [
    `create trigger search_listings_ai after insert on listings begin ${putListing("new.id")} end`,
    // Only the columns of the document: view counts and flags change often and must not reindex.
    `create trigger search_listings_au after update of title, description, address, category_id, status on listings
      begin ${putListing("old.id")} ${putListing("new.id")} end`,
    `create trigger search_listings_ad after delete on listings begin delete from search_listings where rowid = old.id; end`,
    `create trigger search_values_ai after insert on listing_field_values begin ${putListing("new.listing_id")} end`,
    `create trigger search_values_au after update on listing_field_values begin ${putListing("old.listing_id")} ${putListing("new.listing_id")} end`,
    `create trigger search_values_ad after delete on listing_field_values begin ${putListing("old.listing_id")} end`,
    `create trigger search_options_ai after insert on field_options begin
      ${putListingsOf("select listing_id from listing_field_values where field_id = new.field_id")} end`,
    `create trigger search_options_au after update on field_options begin
      ${putListingsOf("select listing_id from listing_field_values where field_id in (old.field_id, new.field_id)")} end`,
    `create trigger search_options_ad after delete on field_options begin
      ${putListingsOf("select listing_id from listing_field_values where field_id = old.field_id")} end`,
    `create trigger search_categories_ai after insert on categories begin ${putCategory("new.id")} end`,
    `create trigger search_categories_au after update on categories begin ${putCategory("old.id")} ${putCategory("new.id")} end`,
    `create trigger search_categories_names_au after update of name_en, name_es, parent_id on categories begin
      ${putListingsOf("select id from listings where category_id in (select id from categories where id = new.id or parent_id = new.id)")} end`,
    `create trigger search_categories_ad after delete on categories begin delete from search_categories where rowid = old.id; end`,
    `create trigger search_places_ai after insert on places begin ${putPlace("new.id")} end`,
    `create trigger search_places_au after update on places begin ${putPlace("old.id")} ${putPlace("new.id")} end`,
    `create trigger search_places_ad after delete on places begin delete from search_places where rowid = old.id; end`,
  ];
  for (const statement of [...statements, ...triggers]) await sql.raw(statement).execute(db);
  await fillSqlite(db);
}

/** Reindexes the listings a subquery selects (several at once: an option label or a category name changed). */
function putListingsOf(ids: string): string {
  return `delete from search_listings where rowid in (${ids});
    insert into search_listings(rowid, title, categories, body)
      select id, title, categories, body from search_listing_documents where id in (${ids});`;
}

async function fillSqlite(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `insert into search_listings(rowid, title, categories, body) select id, title, categories, body from search_listing_documents`,
    `insert into search_categories(rowid, name_en, name_es) select id, name_en, name_es from search_category_documents`,
    `insert into search_places(rowid, name, description) select id, name, description from search_place_documents`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  // unaccent() lives wherever the extension was first installed (maybe outside this schema's
  // search_path) and is not IMMUTABLE; this wrapper names it fully and may be used in indexes.
  const found = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(
    db,
  );
  const ext = `"${found.rows[0]!.schema.replace(/"/g, '""')}"`;
  const body = `l.description || coalesce(' ' || l.address, '') || ${fieldText(
    (expr) => `string_agg(${expr}, ' ')`,
    (list, item) => `strpos(',' || ${list} || ',', ',' || ${item} || ',') > 0`,
  )}`;
  const vector = (text: string, weight: "A" | "B" | "C") =>
    `setweight(to_tsvector('simple', search_normalize(${text})), '${weight}')`;
  const statements = [
    `create function search_unaccent(text) returns text language sql immutable parallel safe strict
      as $$ select ${ext}.unaccent('${ext}.unaccent'::regdictionary, $1) $$`,
    // Lower-case, accent-free words separated by single spaces (what SQLite's unicode61 tokenizer yields).
    `create function search_normalize(text) returns text language sql immutable parallel safe
      as $$ select regexp_replace(lower(search_unaccent(coalesce($1, ''))), '[^[:alnum:]]+', ' ', 'g') $$`,
    `create table search_listings (listing_id integer primary key references listings(id) on delete cascade, document tsvector not null)`,
    `create index search_listings_document_idx on search_listings using gin (document)`,
    `create view search_listing_documents as select l.id as id,
      ${vector("l.title", "A")} || ${vector(LISTING_CATEGORIES, "B")} || ${vector(body, "C")} as document ${LISTING_FROM}`,
    `create table search_categories (category_id integer primary key references categories(id) on delete cascade, document tsvector not null)`,
    `create index search_categories_document_idx on search_categories using gin (document)`,
    `create view search_category_documents as select id, ${vector("name_en || ' ' || name_es", "A")} as document
      from categories where is_active = 1`,
    `create table search_places (place_id integer primary key references places(id) on delete cascade, document tsvector not null)`,
    `create index search_places_document_idx on search_places using gin (document)`,
    `create view search_place_documents as select id,
      ${vector("name", "A")} || ${vector("coalesce(description_en, '') || ' ' || coalesce(description_es, '')", "C")} as document
      from places where status = 'approved'`,
    `create function search_reindex_listings(ids integer[]) returns void language sql as $$
      delete from search_listings where listing_id = any(ids);
      insert into search_listings (listing_id, document) select id, document from search_listing_documents where id = any(ids);
    $$`,
    // Statement-level triggers with transition tables: a bulk insert of thousands of rows
    // reindexes each listing once per statement instead of once per row.
    `create function search_on_listing_rows() returns trigger language plpgsql as $$ begin
      perform search_reindex_listings(array(select id from new_rows));
      return null;
    end $$`,
    `create function search_on_value_rows() returns trigger language plpgsql as $$ begin
      if tg_op = 'INSERT' then perform search_reindex_listings(array(select distinct listing_id from new_rows));
      elsif tg_op = 'DELETE' then perform search_reindex_listings(array(select distinct listing_id from old_rows));
      else perform search_reindex_listings(array(select listing_id from old_rows union select listing_id from new_rows));
      end if;
      return null;
    end $$`,
    `create function search_on_listing_update() returns trigger language plpgsql as $$ begin
      perform search_reindex_listings(array[old.id, new.id]);
      return null;
    end $$`,
    `create function search_on_option_change() returns trigger language plpgsql as $$ begin
      perform search_reindex_listings(array(select listing_id from listing_field_values
        where field_id in (coalesce(old.field_id, new.field_id), coalesce(new.field_id, old.field_id))));
      return null;
    end $$`,
    `create function search_on_category_change() returns trigger language plpgsql as $$ begin
      delete from search_categories where category_id in (coalesce(old.id, new.id), coalesce(new.id, old.id));
      insert into search_categories (category_id, document) select id, document from search_category_documents
        where id in (coalesce(old.id, new.id), coalesce(new.id, old.id));
      if tg_op = 'UPDATE' and (old.name_en, old.name_es, old.parent_id) is distinct from (new.name_en, new.name_es, new.parent_id) then
        perform search_reindex_listings(array(select id from listings
          where category_id in (select id from categories where id = new.id or parent_id = new.id)));
      end if;
      return null;
    end $$`,
    `create function search_on_place_change() returns trigger language plpgsql as $$ begin
      delete from search_places where place_id in (coalesce(old.id, new.id), coalesce(new.id, old.id));
      insert into search_places (place_id, document) select id, document from search_place_documents
        where id in (coalesce(old.id, new.id), coalesce(new.id, old.id));
      return null;
    end $$`,
    `create trigger search_listings_ai after insert on listings referencing new table as new_rows
      for each statement execute function search_on_listing_rows()`,
    `create trigger search_listings_au after update of title, description, address, category_id, status on listings
      for each row when ((old.title, old.description, old.address, old.category_id, old.status)
        is distinct from (new.title, new.description, new.address, new.category_id, new.status))
      execute function search_on_listing_update()`,
    `create trigger search_values_ai after insert on listing_field_values referencing new table as new_rows
      for each statement execute function search_on_value_rows()`,
    `create trigger search_values_au after update on listing_field_values referencing old table as old_rows new table as new_rows
      for each statement execute function search_on_value_rows()`,
    `create trigger search_values_ad after delete on listing_field_values referencing old table as old_rows
      for each statement execute function search_on_value_rows()`,
    `create trigger search_options_aiud after insert or update or delete on field_options
      for each row execute function search_on_option_change()`,
    `create trigger search_categories_aiu after insert or update on categories for each row execute function search_on_category_change()`,
    `create trigger search_places_aiu after insert or update on places for each row execute function search_on_place_change()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const statement of [
    `insert into search_listings (listing_id, document) select id, document from search_listing_documents`,
    `insert into search_categories (category_id, document) select id, document from search_category_documents`,
    `insert into search_places (place_id, document) select id, document from search_place_documents`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const triggers = postgres
    ? [
        ["search_listings_ai", "listings"],
        ["search_listings_au", "listings"],
        ["search_values_ai", "listing_field_values"],
        ["search_values_au", "listing_field_values"],
        ["search_values_ad", "listing_field_values"],
        ["search_options_aiud", "field_options"],
        ["search_categories_aiu", "categories"],
        ["search_places_aiu", "places"],
      ]
    : [];
  for (const [name, table] of triggers) await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  for (const view of ["search_listing_documents", "search_category_documents", "search_place_documents"]) {
    await sql.raw(`drop view if exists ${view}`).execute(db);
  }
  // The SQLite triggers sit on the content tables, which stay: drop them by name.
  if (!postgres) {
    for (const name of [
      "search_listings_ai",
      "search_listings_au",
      "search_listings_ad",
      "search_values_ai",
      "search_values_au",
      "search_values_ad",
      "search_options_ai",
      "search_options_au",
      "search_options_ad",
      "search_categories_ai",
      "search_categories_au",
      "search_categories_names_au",
      "search_categories_ad",
      "search_places_ai",
      "search_places_au",
      "search_places_ad",
    ]) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
  }
  for (const table of ["search_listings", "search_categories", "search_places"])
    await sql.raw(`drop table if exists ${table}`).execute(db);
  if (postgres) {
    for (const fn of [
      "search_on_listing_rows()",
      "search_on_value_rows()",
      "search_on_listing_update()",
      "search_on_option_change()",
      "search_on_category_change()",
      "search_on_place_change()",
      "search_reindex_listings(integer[])",
      "search_normalize(text)",
      "search_unaccent(text)",
    ]) {
      await sql.raw(`drop function if exists ${fn}`).execute(db);
    }
  }
}
