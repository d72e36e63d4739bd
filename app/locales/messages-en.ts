import errors from "./errors.en.json";
import validation from "./validation.en.json";

// The codes travel with the messages (validation-key.ts): one chunk for both languages.
export { validationKey } from "@schemas/message-codes";

/** The messages of refusals and validation in English (parts.ts: "messages"). */
const messages: Record<string, string> = { ...errors, ...validation };
export default messages;
