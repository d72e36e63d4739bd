import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { toCsv } from "../../lib/csv.js";
import { AppError, type FieldError, forbidden } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { nowIso } from "../../lib/time.js";
import { BULK_BASE_COLUMNS, BULK_MAX_ROWS, BULK_MESSAGES, type BulkQuery, type BulkReport, type BulkRowReport } from "../../schemas/bulk-listings.js";
import type { FieldDefinition } from "../../schemas/listing.js";
import { TEXT_CHARACTERS_MESSAGE } from "../../schemas/constants.js";
import { type FieldInput, ListingDraftSchema, ListingPublishSchema, MESSAGES } from "../../schemas/listing-write.js";
import { isAllowedText } from "../../schemas/text.js";
import type { FieldsService } from "../fields/service.js";
import { type FieldLanguage, isMultiple, validateFieldValues } from "./field-validation.js";
import { listingSlug } from "./slug.js";
import type { ListingsWriteRepository } from "./write-repository.js";
import type { Bounds } from "../../schemas/area.js";
import { MESSAGE_CODES } from "../../schemas/message-codes.js";
import { type ServiceArea, outsideServiceArea } from "./service-area.js";
import { PROFILE_INCOMPLETE, columns, lifetimeEnd } from "./write-service.js";

type Seller = { id: number; is_business: boolean; first_name: string; last_name: string; phone: string | null };
type CheckedRow = BulkRowReport & { input: Record<string, unknown>; fieldValues: ReturnType<typeof validateFieldValues>["values"]; existingId: number | null };

const YES = new Set(["yes", "y", "true", "1", "si", "sí", "on"]);
const NO = new Set(["no", "n", "false", "0", "off"]);
const NUMBER_COLUMNS = ["price_gbp", "price_eur", "latitude", "longitude"] as const;
const REF_MAX = 100;

/**
 * The unreadable file's message naming where the fault is (csvErrorPosition): the text of
 * `bulk_file_unreadable_at` in api/schemas/message-codes.ts, which the pages translate.
 */
const unreadableAt = ({ line, column }: { line: number; column: number }) =>
  MESSAGE_CODES.bulk_file_unreadable_at.replace("{{line}}", String(line)).replace("{{column}}", String(column));

/** A CSV cell as the form value the field's validation expects (yes/no, lists split on "|"). */
function cellToField(def: FieldDefinition, cell: string): FieldInput {
  if (isMultiple(def)) return cell.split("|").map((part) => part.trim()).filter(Boolean);
  if (def.data_type === "BOOLEAN") {
    const word = cell.toLowerCase();
    return YES.has(word) ? true : NO.has(word) ? false : cell;
  }
  return cell;
}

/** Errors of a whole row: it has more or fewer fields than the header. */
const ROW_LENGTH_ERRORS = new Set(["CSV_RECORD_INCONSISTENT_FIELDS_LENGTH", "CSV_RECORD_INCONSISTENT_COLUMNS"]);
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The line (from 1) holding the byte at `offset`: CRLF, LF and a lone CR each end a line, as in an editor. */
function lineAt(file: Buffer, offset: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(offset, file.length); i++) if (file[i] === 0x0a || (file[i] === 0x0d && file[i + 1] !== 0x0a)) line++;
  return line;
}

/**
 * Where a CSV syntax error is, as the seller finds it in the file: the line, and the column as the
 * field's number from 1. For a fault in a field (a stray or unclosed quote), the line the field
 * begins on; for a row with more or fewer fields than the header, the row's first line and its
 * first field past the header's, or first missing one.
 * Counted from the error's `bytes`, not taken from its `lines`: that is where the parser stopped
 * (the end of the file for an unclosed quote), and it counts a CRLF inside quotes twice. `bytes`
 * is the comma before the field at fault (`index` fields into the row), else the end of the row
 * before, which `rowStart` keeps (the error's `bytes_records` adds offsets up, so is no position).
 * Null for an error that names no field.
 */
function csvErrorPosition(error: CsvError, file: Buffer, rowStart: number, columns: number): { line: number; column: number } | null {
  const { index, bytes } = error;
  if (typeof index !== "number" || typeof bytes !== "number") return null;
  const wholeRow = ROW_LENGTH_ERRORS.has(error.code);
  if (!wholeRow && index > 0) return { line: lineAt(file, bytes), column: index + 1 };
  // The row begins past the blank lines the parser skipped.
  let offset = rowStart;
  while (offset < file.length && SPACE.has(file[offset]!)) offset++;
  return { line: lineAt(file, offset), column: (wholeRow && columns > 0 ? Math.min(index, columns) : index) + 1 };
}

/** Reads the file row by row (streamed), each as header → cell; stops past the row limit. */
async function readRows(file: Buffer): Promise<{ header: string[]; rows: Array<Record<string, string>> }> {
  let header: string[] = [];
  const rows: Array<Record<string, string>> = [];
  // Where the row being read begins, in bytes: the end of the last one read, the header's too.
  let rowStart = 0;
  const csv = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    columns: (names: string[]) => {
      rowStart = csv.info.bytes;
      return (header = names.map((name) => name.trim().toLowerCase()));
    },
    on_record: (record: Record<string, string>, { bytes }) => {
      rowStart = bytes;
      return record;
    },
  });
  const parser = Readable.from(file).pipe(csv);
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      rows.push(record);
      if (rows.length > BULK_MAX_ROWS) throw new AppError(422, BULK_MESSAGES.tooManyRows);
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const at = csvErrorPosition(error, file, rowStart, header.length);
      throw new AppError(422, at ? unreadableAt(at) : BULK_MESSAGES.unreadable);
    }
    throw error;
  } finally {
    parser.destroy();
  }
  return { header, rows };
}

/**
 * Bulk listings for business sellers: a CSV template per category, a dry run that checks every
 * row with the wizard's own rules (messages in the request's language), and an import of a
 * valid file in one transaction, as drafts or published. Rows whose `external_ref` the seller
 * already used update that listing.
 */

export function createBulkImport(deps: { repo: ListingsWriteRepository; fields: FieldsService; events: Events; serviceArea: ServiceArea }) {
  const { repo, fields, events } = deps;

  function requireBusiness(seller: Seller) {
    if (!seller.is_business) throw forbidden(BULK_MESSAGES.businessOnly);
  }

  async function definitionsOf(categoryId: number): Promise<FieldDefinition[]> {
    if (!(await repo.categoryIsActive(categoryId))) throw new AppError(422, MESSAGES.category, [{ field: "category_id", message: MESSAGES.category }]);
    return fields.forCategory(categoryId);
  }

  function checkRow(record: Record<string, string>, line: number, query: BulkQuery, definitions: FieldDefinition[], language: FieldLanguage, area: Bounds): Omit<CheckedRow, "action" | "existingId"> {
    const errors: FieldError[] = [];
    const text = (name: string) => (record[name] ?? "").trim();
    const ref = text("external_ref") || null;
    if (ref && ref.length > REF_MAX) errors.push({ field: "external_ref", message: BULK_MESSAGES.refTooLong });
    else if (ref && !isAllowedText(ref)) errors.push({ field: "external_ref", message: TEXT_CHARACTERS_MESSAGE });
    // A draft may lack most things, but not its title (the seller's list shows it).
    const input: Record<string, unknown> = { category_id: query.category_id, title: text("title") };
    if (text("description") || query.mode === "publish") input.description = text("description");
    for (const name of NUMBER_COLUMNS) {
      const cell = text(name).replace(/,/g, "");
      if (!cell) continue;
      const value = Number(cell);
      if (Number.isFinite(value)) input[name] = value;
      else errors.push({ field: name, message: BULK_MESSAGES.number });
    }
    if (text("address")) input.address = text("address");
    if (text("selected_currency")) input.selected_currency = text("selected_currency").toLowerCase();
    const parsed = (query.mode === "publish" ? ListingPublishSchema : ListingDraftSchema).safeParse(input);
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => ({ field: issue.path.join(".") || "form", message: issue.message })));
    else errors.push(...outsideServiceArea(parsed.data, area));

    const given: Record<string, FieldInput> = {};
    for (const def of definitions) {
      const cell = text(def.field_name);
      if (cell) given[def.field_name] = cellToField(def, cell);
    }
    const checked = validateFieldValues(definitions, given, { publish: query.mode === "publish", language });
    errors.push(...checked.errors);
    return { line, external_ref: ref, title: text("title"), errors, input: parsed.success ? parsed.data : input, fieldValues: checked.values };
  }

  /** Writes every row in one transaction; answers the ids written and how. */
  async function write(seller: Seller, rows: CheckedRow[], query: BulkQuery): Promise<Array<{ id: number; kind: "created" | "updated" | "published" }>> {
    const now = nowIso();
    const published =
      query.mode === "publish"
        ? { status: "published", published_at: now, expires_at: lifetimeEnd(Date.parse(now), await repo.lifetimeDays(query.category_id)), expiry_reminded_at: null }
        : {};
    return repo.transaction(async (trx) => {
      const written: Array<{ id: number; kind: "created" | "updated" | "published" }> = [];
      for (const row of rows) {
        const set = { ...columns(row.input), external_ref: row.external_ref, updated_at: now };
        let id = row.existingId;
        if (id === null) {
          id = await repo.insert(trx, {
            title: "", description: "", selected_currency: "gbp", ...set,
            category_id: query.category_id, slug: `bulk-pending-${now}-${Math.random().toString(36).slice(2)}`,
            user_id: seller.id, status: "draft", is_top: 0, is_featured: 0, is_highlighted: 0, views_count: 0, published_at: null, created_at: now,
            ...published,
          });
          let slug = listingSlug(row.title, id);
          if (await repo.slugTaken(trx, slug, id)) slug = `${slug}-${Math.random().toString(36).slice(2, 6)}`;
          await repo.update(trx, id, { slug });
        } else {
          await repo.update(trx, id, { ...set, category_id: query.category_id, ...published });
        }
        await repo.putFieldValues(trx, id, row.fieldValues);
        written.push({ id, kind: query.mode === "publish" ? "published" : row.existingId === null ? "created" : "updated" });
      }
      return written;
    });
  }

  return {
    /** The CSV template of a category: the base columns, then its fields by name. */
    async template(seller: Seller, categoryId: number): Promise<string> {
      requireBusiness(seller);
      const definitions = await definitionsOf(categoryId);
      return toCsv<never>([...BULK_BASE_COLUMNS, ...definitions.map((def) => def.field_name)].map((name) => [name, () => null] as const), []);
    },

    async run(seller: Seller, file: Buffer | undefined, query: BulkQuery, language: FieldLanguage): Promise<BulkReport> {
      requireBusiness(seller);
      if (![seller.first_name, seller.last_name, seller.phone].every((v) => typeof v === "string" && v.trim() !== "")) throw new AppError(422, PROFILE_INCOMPLETE);
      if (!file?.length) throw new AppError(422, BULK_MESSAGES.file, [{ field: "file", message: BULK_MESSAGES.file }]);
      const definitions = await definitionsOf(query.category_id);
      const { header, rows } = await readRows(file);
      const known = new Set<string>([...BULK_BASE_COLUMNS, ...definitions.map((def) => def.field_name)]);
      const unknown = header.find((name) => !known.has(name));
      if (unknown !== undefined) throw new AppError(422, BULK_MESSAGES.unknownColumn(unknown));
      if (!header.includes("title")) throw new AppError(422, BULK_MESSAGES.missingTitleColumn);
      if (rows.length === 0) throw new AppError(422, BULK_MESSAGES.empty);

      const area = await deps.serviceArea();
      const checked = rows.map((record, i) => checkRow(record, i + 2, query, definitions, language, area));
      // A refused reference names no listing, and PostgreSQL would fail on a U+0000 in the query.
      const refs = [...new Set(checked.flatMap((row) => (row.external_ref && isAllowedText(row.external_ref) ? [row.external_ref] : [])))];
      const existing = await repo.idsByExternalRef(seller.id, refs);
      const seen = new Set<string>();
      const report: CheckedRow[] = checked.map((row) => {
        if (row.external_ref) {
          if (seen.has(row.external_ref)) row.errors.push({ field: "external_ref", message: BULK_MESSAGES.duplicateRef });
          seen.add(row.external_ref);
        }
        const existingId = row.external_ref ? (existing.get(row.external_ref) ?? null) : null;
        return { ...row, existingId, action: existingId === null ? "create" : "update" };
      });
      const invalid = report.filter((row) => row.errors.length > 0).length;
      const summary = (imported: boolean) => ({
        rows: report.map(({ line, external_ref, title, action, errors }) => ({ line, external_ref, title, action, errors })),
        total: report.length,
        valid: report.length - invalid,
        invalid,
        imported,
        created: imported ? report.filter((row) => row.action === "create").length : 0,
        updated: imported ? report.filter((row) => row.action === "update").length : 0,
        mode: query.mode,
      });
      // A file with any bad row imports nothing: the seller fixes it and sends it again.
      if (query.dry_run || invalid > 0) return summary(false);
      for (const { id, kind } of await write(seller, report, query)) events.listingChanged({ id, kind });
      return summary(true);
    },
  };
}

export type BulkImport = ReturnType<typeof createBulkImport>;
