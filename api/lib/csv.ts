// CSV as RFC 4180 reads it: comma-separated, CRLF line ends, a field quoted when it holds a comma,
// a quote or a line break, with its quotes doubled.

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such a
// text gets a leading apostrophe, which spreadsheets show as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header line and one line per row, each with a CRLF. */
export function toCsv<Row>(columns: ReadonlyArray<readonly [header: string, value: (row: Row) => string | number | boolean | null]>, rows: Row[]): string {
  const line = (cells: Array<string | number | boolean | null>) => `${cells.map(field).join(",")}\r\n`;
  return line(columns.map(([header]) => header)) + rows.map((row) => line(columns.map(([, value]) => value(row)))).join("");
}
