import errors from "./errors.es.json";
import validation from "./validation.es.json";

// The codes travel with the messages (validation-key.ts): one chunk for both languages.
export { validationKey } from "@schemas/message-codes";

/** The messages of refusals and validation in Spanish (parts.ts: "messages"). */
const messages: Record<string, string> = { ...errors, ...validation };
export default messages;
