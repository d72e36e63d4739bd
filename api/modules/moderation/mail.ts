import type { MailMessage } from "../../lib/mail.js";

export type ModerationNotice = "listing_hidden" | "listing_deleted" | "review_hidden" | "review_deleted" | "place_rejected" | "place_deleted";

const WHAT = {
  en: {
    listing_hidden: (item: string) => [`Your listing “${item}” has been taken off the site`, `Your listing “${item}” has been taken off the site by a moderator. It is kept as a draft in your dashboard: you can edit it and publish it again.`],
    listing_deleted: (item: string) => [`Your listing “${item}” has been removed`, `Your listing “${item}” has been removed by a moderator.`],
    review_hidden: (item: string) => [`Your review of “${item}” has been hidden`, `Your review of “${item}” has been hidden by a moderator.`],
    review_deleted: (item: string) => [`Your review of “${item}” has been removed`, `Your review of “${item}” has been removed by a moderator.`],
    place_rejected: (item: string) => [`Your place “${item}” was not approved`, `Your place “${item}” was not approved by a moderator. You can edit it and submit it again.`],
    place_deleted: (item: string) => [`Your place “${item}” has been removed`, `Your place “${item}” has been removed by a moderator.`],
  },
  es: {
    listing_hidden: (item: string) => [`Tu anuncio «${item}» se ha retirado del sitio`, `Un moderador ha retirado tu anuncio «${item}» del sitio. Se conserva como borrador en tu panel: puedes editarlo y volver a publicarlo.`],
    listing_deleted: (item: string) => [`Tu anuncio «${item}» se ha eliminado`, `Un moderador ha eliminado tu anuncio «${item}».`],
    review_hidden: (item: string) => [`Tu reseña de «${item}» se ha ocultado`, `Un moderador ha ocultado tu reseña de «${item}».`],
    review_deleted: (item: string) => [`Tu reseña de «${item}» se ha eliminado`, `Un moderador ha eliminado tu reseña de «${item}».`],
    place_rejected: (item: string) => [`Tu lugar «${item}» no se ha aprobado`, `Un moderador no ha aprobado tu lugar «${item}». Puedes editarlo y enviarlo de nuevo.`],
    place_deleted: (item: string) => [`Tu lugar «${item}» se ha eliminado`, `Un moderador ha eliminado tu lugar «${item}».`],
  },
} as const;

const FRAME = {
  en: { hello: (name: string) => `Hello ${name},`, reason: "Reason given:", contact: (url: string) => `If you think this is a mistake, reply through ${url}/contact.` },
  es: { hello: (name: string) => `Hola ${name}:`, reason: "Motivo:", contact: (url: string) => `Si crees que es un error, escríbenos en ${url}/contact.` },
};

/** The e-mail telling an owner what a moderator did to their listing, review or place, and why. */
export function moderationEmail(notice: ModerationNotice, to: { email: string; name: string; language: string }, item: string, reason: string, siteUrl: string): MailMessage {
  const language = to.language === "es" ? "es" : "en";
  const [subject, what] = WHAT[language][notice](item);
  const frame = FRAME[language];
  return { to: to.email, subject, text: `${frame.hello(to.name)}\n\n${what}\n\n${frame.reason}\n${reason}\n\n${frame.contact(siteUrl)}` };
}
