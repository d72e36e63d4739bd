import errors from "./errors.es.json";
import validation from "./validation.es.json";

/** The messages of refusals and validation in Spanish (parts.ts: "messages"). */
const messages: Record<string, string> = { ...errors, ...validation };
export default messages;
