/** The name of the trap field of public forms (a name autofill and bots like to fill). */
export const HONEYPOT_FIELD = "website";

/** A post whose trap field is filled came from a bot. */
export const caughtByHoneypot = (formData: FormData) => String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "";
