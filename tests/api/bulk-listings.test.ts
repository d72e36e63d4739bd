import { beforeAll, describe, expect, it } from "vitest";
import type { BulkReport } from "../../api/schemas/bulk-listings.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

let business: { id: number; token: string };
let carsId: number;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" } });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  await server.db.updateTable("users").set({ is_business: 1, business_name: "Rock Motors" }).where("id", "=", user.id).execute();
  business = { id: user.id, token: await loginAs(server, user.email, user.password) };
  carsId = (await server.db.selectFrom("categories").select("id").where("slug", "=", "cars").executeTakeFirstOrThrow()).id;
});

const HEADER = "external_ref,title,description,price_gbp,make,model,year,fuel,features";
const DESCRIPTION = "One owner and a full service history kept in a garage in Gibraltar.";

async function upload(csv: string, query: string, token = business.token, language = "en") {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "listings.csv");
  const response = await fetch(`${server.url}/api/v1/listings/bulk?category_id=${carsId}&${query}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Accept-Language": language },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as BulkReport & { detail?: string } };
}

const mine = () => server.db.selectFrom("listings").select(["id", "external_ref", "title", "status", "price_gbp_minor", "expires_at"]).where("user_id", "=", business.id).orderBy("id").execute();

describe("bulk listings for business sellers", () => {
  it("offers a template whose columns are the base ones and the category's fields", async () => {
    const response = await fetch(`${server.url}/api/v1/listings/bulk/template?category_id=${carsId}`, { headers: { Authorization: `Bearer ${business.token}` } });
    expect(response.status).toBe(200);
    const file = (await response.json()) as { filename: string; csv: string };
    expect(file.filename).toBe(`listings-${carsId}.csv`);
    const header = file.csv.trim().split(",");
    expect(header.slice(0, 9)).toEqual(["external_ref", "title", "description", "price_gbp", "price_eur", "selected_currency", "address", "latitude", "longitude"]);
    expect(header).toEqual(expect.arrayContaining(["make", "model", "year", "mileage_km", "fuel", "features"]));
  });

  it("refuses accounts that are not business accounts with 403, and visitors with 401", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    const template = await fetch(`${server.url}/api/v1/listings/bulk/template?category_id=${carsId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(template.status).toBe(403);
    expect(await template.json()).toMatchObject({ detail: "Bulk listings are for business accounts" });
    expect((await upload(`${HEADER}\r\n`, "dry_run=true", token)).status).toBe(403);
    expect((await fetch(`${server.url}/api/v1/listings/bulk/template?category_id=${carsId}`)).status).toBe(401);
  });

  it("previews every row's errors, in the seller's language, and imports nothing from a file with a bad row", async () => {
    const csv = [
      HEADER,
      `R-1,Toyota Yaris Hybrid 2019,${DESCRIPTION},9450,toyota,Yaris,2019,hybrid,bluetooth|sat-nav`,
      `R-2,BMW,${DESCRIPTION},abc,bmw,320d,1900,diesel,`,
      `R-1,Ford Fiesta 2016,${DESCRIPTION},4800,ford,Fiesta,2016,petrol,`,
    ].join("\r\n");
    const before = (await mine()).length;
    const preview = await upload(csv, "dry_run=false&mode=publish", business.token, "es");
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, valid: 1, invalid: 2, imported: false, created: 0 });
    expect(preview.body.rows[0]).toMatchObject({ line: 2, external_ref: "R-1", action: "create", errors: [] });
    expect(preview.body.rows[1]!.errors).toEqual(
      expect.arrayContaining([
        { field: "title", message: "Title must be at least 5 characters" },
        { field: "price_gbp", message: "Must be a number" },
        { field: "field_values.year", message: expect.stringMatching(/^Debe ser como mínimo 1950$|^Debe ser/) },
      ]),
    );
    expect(preview.body.rows[2]!.errors).toEqual([{ field: "external_ref", message: "This reference appears twice in the file" }]);
    expect((await mine()).length).toBe(before);
  });

  it("imports a valid file as published listings, and a second import of the same references updates them", async () => {
    const csv = [
      HEADER,
      `CAR-10,Kia Picanto 2020 low mileage,${DESCRIPTION},6995,kia,Picanto,2020,petrol,air-conditioning`,
      `CAR-11,"Peugeot 208, automatic",${DESCRIPTION},8250,peugeot,208,2021,petrol,`,
    ].join("\r\n");
    const dry = await upload(csv, "dry_run=true&mode=publish");
    expect(dry.body).toMatchObject({ total: 2, valid: 2, invalid: 0, imported: false });
    const imported = await upload(csv, "dry_run=false&mode=publish");
    expect(imported.body).toMatchObject({ imported: true, created: 2, updated: 0 });
    const rows = (await mine()).filter((row) => row.external_ref?.startsWith("CAR-1"));
    expect(rows.map((row) => [row.external_ref, row.title, row.status, row.price_gbp_minor])).toEqual([
      ["CAR-10", "Kia Picanto 2020 low mileage", "published", 699500],
      ["CAR-11", "Peugeot 208, automatic", "published", 825000],
    ]);
    expect(rows.every((row) => row.expires_at !== null)).toBe(true);
    const values = await server.db.selectFrom("listing_field_values").innerJoin("field_definitions", "field_definitions.id", "listing_field_values.field_id")
      .select(["field_definitions.field_name", "value_text", "value_number", "value_array"]).where("listing_id", "=", rows[0]!.id).execute();
    expect(values).toEqual(expect.arrayContaining([expect.objectContaining({ field_name: "make", value_text: "kia" }), expect.objectContaining({ field_name: "year", value_number: 2020 })]));

    const again = await upload(csv.replace("6995", "6495"), "dry_run=false&mode=publish");
    expect(again.body).toMatchObject({ imported: true, created: 0, updated: 2 });
    expect(again.body.rows.map((row) => row.action)).toEqual(["update", "update"]);
    const after = (await mine()).filter((row) => row.external_ref?.startsWith("CAR-1"));
    expect(after.map((row) => [row.id, row.price_gbp_minor])).toEqual([[rows[0]!.id, 649500], [rows[1]!.id, 825000]]);
    // The public listing shows the new price.
    const shown = await (await fetch(`${server.url}/api/v1/listings/${rows[0]!.id}`)).json();
    expect(shown).toMatchObject({ price_gbp: 6495, status: "published" });
  });

  it("imports drafts that need only a title, and explains files it cannot read", async () => {
    const drafts = await upload(`external_ref,title\r\nD-1,Spare car cover\r\n`, "dry_run=false&mode=draft");
    expect(drafts.body).toMatchObject({ imported: true, created: 1 });
    expect((await mine()).find((row) => row.external_ref === "D-1")).toMatchObject({ status: "draft", title: "Spare car cover" });

    expect((await upload("external_ref,title,horsepower\r\nX,Some title here,200\r\n", "dry_run=true")).body).toMatchObject({ detail: "Unknown column: horsepower" });
    expect((await upload("external_ref,description\r\nX,Something\r\n", "dry_run=true")).body).toMatchObject({ detail: "The file needs a title column" });
    expect((await upload("title\r\n", "dry_run=true")).body).toMatchObject({ detail: "The file has no listings" });
    expect((await upload('title\r\n"unclosed\r\n', "dry_run=true")).body).toMatchObject({ detail: "The file is not a readable CSV file: line 2, column 1" });
    const tooMany = ["title", ...Array.from({ length: 5001 }, (_, i) => `Listing number ${i}`)].join("\r\n");
    expect((await upload(tooMany, "dry_run=true")).body).toMatchObject({ detail: "A file may hold at most 5,000 listings" });
  });

  it("names the line and column of a CSV syntax error: the field's first line and number, or a row's first field past the header", async () => {
    const good = `R-1,Toyota Yaris Hybrid 2019,"${DESCRIPTION}\r\nServiced in May.",9450,toyota,Yaris,2019,hybrid,`;
    const unreadable = async (rows: string[]) => {
      const answer = await upload([HEADER, ...rows].join("\r\n"), "dry_run=true");
      expect(answer.status).toBe(422);
      return answer.body.detail;
    };
    // Line 2's description runs over line 3; the quote opened on line 4 never closes. (csv-parse's
    // own count says line 7: where it stopped, each CRLF inside the quotes counted twice.)
    expect(await unreadable([good, `R-2,"BMW 320d Touring,${DESCRIPTION},12000,bmw,320d,2017,diesel,`, "R-3,Ford Fiesta 2016,,,,,,,"])).toBe(
      "The file is not a readable CSV file: line 4, column 2",
    );
    // A quote inside an unquoted price, past a blank line.
    expect(await unreadable([good, "", `R-2,BMW 320d Touring,${DESCRIPTION},12"000,bmw,320d,2017,diesel,`])).toBe(
      "The file is not a readable CSV file: line 5, column 4",
    );
    // A row with a tenth field, and one that stops after its fourth, of the header's nine.
    expect(await unreadable([good, `R-2,BMW 320d Touring,${DESCRIPTION},12000,bmw,320d,2017,diesel,,extra`])).toBe(
      "The file is not a readable CSV file: line 4, column 10",
    );
    expect(await unreadable([good, `R-2,BMW 320d Touring,${DESCRIPTION},12000`])).toBe("The file is not a readable CSV file: line 4, column 5");
  });
});
