import type { validationKey as keyOfMessage } from "@schemas/message-codes";

/**
 * The pages' `validationKey` (api/schemas/message-codes.ts): the translation key that shows a
 * field error or a refusal's detail in the visitor's language, `t(validationKey(message))`.
 * The codes travel with the catalogue's messages, where the messages used to be keys: the server
 * holds them with both catalogues (./index.ts), the browser loads them with its language's
 * messages (./load-catalogue.ts) when a page shows one, so they weigh nothing on other pages'
 * first JavaScript. Until they are there, a message is shown as it is.
 */
let keyOf: typeof keyOfMessage = (message) => message;

/** Installs the codes' lookup (the module's own `validationKey`). */
export function setMessageCodes(lookup: typeof keyOfMessage): void {
  keyOf = lookup;
}

export function validationKey(message: string): string {
  return keyOf(message);
}
