/** A UK number as written in content ("07700 900123", "+44 (0)7700 900123") in international form: "+447700900123". */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\(0\)/, "").replace(/[^\d+]/g, "");
  return digits.startsWith("+44") ? digits : `+44${digits.replace(/^0/, "")}`;
}

/** A tel: link for a UK number as written in content. */
export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** WhatsApp's click-to-chat link for an international number without "+". */
export function whatsappHref(internationalNumber: string): string {
  return `https://wa.me/${internationalNumber}`;
}
