import * as z from "zod";
import { TEXT_CHARACTERS_MESSAGE } from "./constants.js";

// The string schemas of user text. C0 controls and DEL are invisible or break storage (PostgreSQL
// refuses U+0000 in text), and the bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069)
// reorder what follows them, so "txt.exe" can be shown as something else: every field that keeps
// a user's words refuses them. Multi-line text keeps its line breaks (a textarea sends CR LF) and tabs.

const CONTROLS = "\\u0000-\\u001F\\u007F";
const CONTROLS_BUT_LINES = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F";
const BIDI_CONTROLS = "\\u202A-\\u202E\\u2066-\\u2069";

const SINGLE_LINE_REFUSED = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}]`);
const MULTILINE_REFUSED = new RegExp(`[${CONTROLS_BUT_LINES}${BIDI_CONTROLS}]`);

/** Whether the text holds none of the refused characters (line breaks and tabs too, unless `multiline`). */
export function isAllowedText(text: string, multiline = false): boolean {
  return !(multiline ? MULTILINE_REFUSED : SINGLE_LINE_REFUSED).test(text);
}

/** A search query with the refused characters dropped: a search is not kept, so it need not be refused. */
export function stripRefusedCharacters(text: string): string {
  return text.replace(new RegExp(`[${BIDI_CONTROLS}]`, "g"), "").replace(new RegExp(`[${CONTROLS}]`, "g"), " ");
}

type StringParams = Parameters<typeof z.string>[0];

// `abort`: a refused character is the one thing to say about the field, not its length too.
const refusing = (params: StringParams, multiline: boolean) =>
  z.string(params).refine((text) => isAllowedText(text, multiline), { message: TEXT_CHARACTERS_MESSAGE, abort: true });

/** One line of user text (a name, a title): chain `.trim().min().max()` as on `z.string()`. */
export const plainText = (params?: StringParams) => refusing(params, false);

/** Long text that may run over several lines (a description, a message, HTML): line breaks and tabs are kept. */
export const multilineText = (params?: StringParams) => refusing(params, true);

/** A search query: refused characters are dropped rather than refused. */
export const searchText = (params?: StringParams) => z.string(params).overwrite(stripRefusedCharacters);
