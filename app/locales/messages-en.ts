import errors from "./errors.en.json";
import validation from "./validation.en.json";

/** The messages of refusals and validation in English (parts.ts: "messages"). */
const messages: Record<string, string> = { ...errors, ...validation };
export default messages;
