/**
 * The hand-off when online booking can't finish (docs/booking-flow.md): a message in the visitor's
 * words, written into WhatsApp's and email's links, so their choice travels with them. Pure: the
 * templates and labels come from content through the caller. Nothing is sent anywhere until the
 * visitor taps a link.
 */
import type { BookingChoice, BookingParam } from "./booking-selection.ts";
import { chargedExtrasWith, optionLabel, quoteWith, type ChoiceSources } from "./choice-sources.ts";

/** The placeholders a message line or the email subject may use (content: booking.handoff). */
export const HANDOFF_PLACEHOLDERS = ["location", "type", "blocks", "tier", "wash", "size", "extras", "cars", "postcode", "price", "offer"] as const;
type HandoffPlaceholder = (typeof HANDOFF_PLACEHOLDERS)[number];

/** The choice in words (labels, not codes); a missing or empty value means "not chosen". */
export type HandoffValues = Partial<Record<HandoffPlaceholder, string>>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The {names} in a template that are not hand-off placeholders, in order. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !(HANDOFF_PLACEHOLDERS as readonly string[]).includes(name));
}

const has = (values: HandoffValues, name: string) => {
  const value = values[name as HandoffPlaceholder];
  return value !== undefined && value !== "";
};
const fill = (template: string, values: HandoffValues) =>
  template.replace(PLACEHOLDER, (_, name: string) => (has(values, name) ? values[name as HandoffPlaceholder]! : ""));

/** The message's lines with the choice filled in; a line that needs something not chosen is left out. */
export function messageLines(template: readonly string[], values: HandoffValues): string[] {
  return template.filter((line) => [...line.matchAll(PLACEHOLDER)].every((match) => has(values, match[1]))).map((line) => fill(line, values));
}

/**
 * The email subject: filled in when everything it names is chosen; otherwise its words up to the first
 * missing placeholder ("Booking request: {tier}" with no tier → "Booking request").
 */
export function emailSubject(template: string, values: HandoffValues): string {
  const firstMissing = [...template.matchAll(PLACEHOLDER)].find((match) => !has(values, match[1]));
  if (!firstMissing) return fill(template, values);
  return fill(template.slice(0, firstMissing.index), values).replace(/[\s,:;.–-]+$/u, "");
}

export interface HandoffContact {
  /** A UK number as written in content, e.g. "07700 900123". */
  phone: string;
  email: string;
  /** WhatsApp's international number without "+", e.g. "447700900123". */
  whatsapp: string;
}

export interface HandoffLinks {
  whatsapp: string;
  email: string;
  phone: string;
}

/**
 * The three links. Every value is percent-encoded on its own (encodeURIComponent), so "&", "+", "#",
 * emoji and line breaks reach the app as written; email lines end with CRLF, as mailto: asks (RFC 6068).
 */
export function handoffLinks(
  contact: HandoffContact,
  template: { emailSubject: string; message: readonly string[] },
  values: HandoffValues,
  telHref: (phone: string) => string,
): HandoffLinks {
  const lines = messageLines(template.message, values);
  return {
    whatsapp: `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(lines.join("\n"))}`,
    email: `mailto:${contact.email}?subject=${encodeURIComponent(emailSubject(template.emailSubject, values))}&body=${encodeURIComponent(lines.join("\r\n"))}`,
    phone: telHref(contact.phone),
  };
}

/**
 * The price a message can state, for the whole booking: the package's, with extras the range they add up
 * to, and for several cars the price for them all ("74–94", after content's £).
 */
function statedPrice(quote: ReturnType<typeof quoteWith>): string | undefined {
  if (quote?.kind !== "price") return undefined;
  const { from, to } = quote.cars?.total ?? quote.extras?.total ?? { from: quote.single, to: quote.single };
  return from === to ? String(from) : `${from}\u2013${to}`;
}

/** The visitor's choice in the words the form shows them, and the price where content states one. */
export function handoffValues(choice: BookingChoice, postcode: string, sources: ChoiceSources): HandoffValues {
  const quote = quoteWith(choice, sources);
  const label = (name: BookingParam) => optionLabel(sources.labels[name], choice[name]);
  return {
    location: label("location"),
    type: label("type"),
    blocks: label("blocks"),
    tier: label("tier"),
    wash: label("wash"),
    size: label("size"),
    extras: chargedExtrasWith(choice, sources)
      .map((extra) => extra.name)
      .join(", "),
    cars: choice.cars > 1 ? String(choice.cars) : undefined,
    postcode,
    price: statedPrice(quote),
    // The offer the price has today, in the owner's words: a message line naming {offer} shows on its days only.
    offer: quote?.kind === "price" ? quote.offer?.words : undefined,
  };
}
