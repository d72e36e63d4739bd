import type { MailMessage } from "../../lib/mail.js";

/** One listing of an alert: what the e-mail shows of it. */
export type AlertListing = { title: string; url: string; photoUrl: string | null; price: string | null };

const TEXTS = {
  en: {
    subject: (name: string, count: number) => `${count === 1 ? "A new listing" : `${count} new listings`} for “${name}”`,
    intro: (first: string, name: string) => `Hello ${first}, these listings are new for your saved search “${name}”:`,
    noPrice: "Price on request",
    all: "See all the results",
    stop: "Stop these alerts",
    footer: "You get this e-mail because you saved this search. Manage your saved searches in your dashboard.",
  },
  es: {
    subject: (name: string, count: number) => `${count === 1 ? "Un anuncio nuevo" : `${count} anuncios nuevos`} para «${name}»`,
    intro: (first: string, name: string) => `Hola ${first}, estos anuncios son nuevos para tu búsqueda guardada «${name}»:`,
    noPrice: "Precio a consultar",
    all: "Ver todos los resultados",
    stop: "Dejar de recibir estas alertas",
    footer: "Recibes este correo porque guardaste esta búsqueda. Gestiona tus búsquedas guardadas en tu panel.",
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The alert of one saved search: its new listings with photo, price and link, the results page,
 * and a one-click unsubscribe link, also in the List-Unsubscribe headers (RFC 8058) mail
 * clients show as their own button.
 */
export function alertEmail(input: {
  to: string; firstName: string; language: string; searchName: string; listings: AlertListing[]; resultsUrl: string;
  /** The page that confirms; `oneClickUrl` takes a mail client's POST (RFC 8058) directly. */
  unsubscribeUrl: string; oneClickUrl: string;
}): MailMessage {
  const t = input.language === "es" ? TEXTS.es : TEXTS.en;
  const lines = input.listings.map((listing) => `- ${listing.title} · ${listing.price ?? t.noPrice}\n  ${listing.url}`);
  const text = [t.intro(input.firstName, input.searchName), "", ...lines, "", `${t.all}: ${input.resultsUrl}`, "", `${t.stop}: ${input.unsubscribeUrl}`, "", t.footer].join("\n");
  const items = input.listings
    .map(
      (listing) => `<tr><td style="padding:8px 12px 8px 0">${
        listing.photoUrl ? `<img src="${escape(listing.photoUrl)}" width="120" height="90" alt="" style="object-fit:cover;border-radius:6px">` : ""
      }</td><td style="padding:8px 0"><a href="${escape(listing.url)}"><strong>${escape(listing.title)}</strong></a><br>${escape(listing.price ?? t.noPrice)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${input.language === "es" ? "es" : "en"}"><body style="font-family:sans-serif">
<p>${escape(t.intro(input.firstName, input.searchName))}</p>
<table role="presentation">${items}</table>
<p><a href="${escape(input.resultsUrl)}">${escape(t.all)}</a></p>
<p style="color:#666;font-size:13px">${escape(t.footer)} <a href="${escape(input.unsubscribeUrl)}">${escape(t.stop)}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: t.subject(input.searchName, input.listings.length),
    text,
    html,
    headers: { "List-Unsubscribe": `<${input.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
