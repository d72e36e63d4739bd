/**
 * The call and WhatsApp links for a phone in E.164 ("+35054001234"): a tel: link, and a wa.me
 * link (digits only, as WhatsApp wants them) with a prefilled message.
 */
export function phoneLinks(phone: string, message: string): { tel: string; whatsapp: string } {
  const digits = phone.replace(/\D/g, "");
  return { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}` };
}
