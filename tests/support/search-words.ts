import { randomInt } from "node:crypto";

/**
 * A word no other text has, for a search test to see only its own listings: `prefix`, eight
 * random letters and a final "q" (no plural ends so). Random letters keep two such words many
 * edits apart: words a letter or two apart would be taken for each other's typos.
 */
export const distinctWord = (prefix = "qz") => `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}q`;
