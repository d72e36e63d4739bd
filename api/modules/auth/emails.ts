import type { MailMessage } from "../../lib/mail.js";

type Language = "en" | "es";
type Template = { subject: string; intro: string; action: string; outro: string };

export type AccountEmailKind = "verify" | "reset" | "existing";

const TEMPLATES: Record<AccountEmailKind, Record<Language, Template>> = {
  verify: {
    en: {
      subject: "Verify your e-mail address",
      intro: "Welcome to Gibraltar Marketplace! Please confirm your e-mail address to activate your account.",
      action: "Verify my e-mail",
      outro: "The link is valid for 24 hours. If you did not create an account, ignore this e-mail.",
    },
    es: {
      subject: "Verifica tu correo electrónico",
      intro: "¡Bienvenido a Gibraltar Marketplace! Confirma tu correo electrónico para activar tu cuenta.",
      action: "Verificar mi correo",
      outro: "El enlace es válido durante 24 horas. Si no has creado una cuenta, ignora este correo.",
    },
  },
  // Someone signed up with an address that has an account: the sign-up answered as for a new
  // one, and the owner is told here instead.
  existing: {
    en: {
      subject: "Someone tried to sign up with your e-mail address",
      intro: "Someone, perhaps you, tried to create a Gibraltar Marketplace account with this e-mail address. You already have an account, so nothing was created.",
      action: "Forgot your password? Choose a new one",
      outro: "If it was you, sign in with your password. If it was not, ignore this e-mail: your account is unchanged.",
    },
    es: {
      subject: "Alguien intentó registrarse con tu correo electrónico",
      intro: "Alguien, quizá tú, intentó crear una cuenta de Gibraltar Marketplace con este correo electrónico. Ya tienes una cuenta, así que no se ha creado nada.",
      action: "¿Olvidaste tu contraseña? Elige una nueva",
      outro: "Si fuiste tú, inicia sesión con tu contraseña. Si no, ignora este correo: tu cuenta no ha cambiado.",
    },
  },
  reset: {
    en: {
      subject: "Reset your password",
      intro: "We received a request to reset the password of your Gibraltar Marketplace account.",
      action: "Choose a new password",
      outro: "The link is valid for 1 hour and works once. If you did not ask for this, ignore this e-mail: your password stays the same.",
    },
    es: {
      subject: "Restablece tu contraseña",
      intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Gibraltar Marketplace.",
      action: "Elegir una contraseña nueva",
      outro: "El enlace es válido durante 1 hora y funciona una sola vez. Si no lo has solicitado, ignora este correo: tu contraseña no cambia.",
    },
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** An account e-mail in the user's language, as plain text and HTML. */
export function accountEmail(kind: AccountEmailKind, to: string, name: string, link: string, language: Language): MailMessage {
  const t = TEMPLATES[kind][language];
  const greeting = language === "es" ? `Hola ${name},` : `Hello ${name},`;
  const text = `${greeting}\n\n${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n\nGibraltar Marketplace`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="color:#c8102e;font-size:20px">Gibraltar Marketplace</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(t.outro)}</p>
<p style="font-size:12px;color:#52606d">${escapeHtml(link)}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}
