/** tel: link for a UK number as written in content ("07700 900123" → "tel:+447700900123"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "").replace(/^\+44(0)?/, "0");
  return `tel:+44${digits.replace(/^0/, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** WhatsApp's click-to-chat link for an international number without "+". */
export function whatsappHref(internationalNumber: string): string {
  return `https://wa.me/${internationalNumber}`;
}
