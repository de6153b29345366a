/**
 * Edits the owner will really make to content/*.yaml (issue 8): each one is applied with the `yaml`
 * package's Document API, so comments and layout stay as they are, to a scratch copy of the content.
 * None of them is a mistake: after all of them the content check, the build and the browser specs
 * must still pass. Every value here is made up for the edit, never a copy of the shipped content.
 */
import { isMap, isSeq, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import type { ContentName } from "../../src/content/names.ts";

export type ContentDocuments = Record<ContentName, Document>;

export interface OwnerEdit {
  /** What the owner did, in their words. */
  name: string;
  apply(docs: ContentDocuments): void;
}

type Plain = Record<string, unknown>;

const seq = (doc: Document, path: (string | number)[]) => {
  const node = doc.getIn(path, true);
  if (!isSeq(node)) throw new Error(`Expected a list at ${path.join(".")}`);
  return node as YAMLSeq;
};
/** The plain values of a list or mapping, to read from without touching the document. */
const plain = <T>(doc: Document, path: (string | number)[]) => (doc.getIn(path, true) as YAMLSeq | YAMLMap).toJSON() as T;

/** Adds `by` to every number under a path (a price table, say), walking its mappings and lists. */
function raiseNumbers(doc: Document, path: (string | number)[], by: number) {
  const value = doc.getIn(path);
  if (typeof value === "number") doc.setIn(path, value + by);
  const node = doc.getIn(path, true);
  if (isMap(node)) for (const key of Object.keys(node.toJSON() as Plain)) raiseNumbers(doc, [...path, key], by);
  if (isSeq(node)) node.items.forEach((_, index) => raiseNumbers(doc, [...path, index], by));
}

const NEW_TIER = { id: "diamond", name: "Diamond Detail", duration: "Up to 8 hours" };
const NEW_SIZE = { id: "van", name: "Small Van" };

export const OWNER_EDITS: OwnerEdit[] = [
  {
    name: "every price changed",
    apply({ pricing, savings, addons }) {
      raiseNumbers(pricing, ["prices"], 3);
      plain<{ packs: unknown[] }[]>(savings, ["rows"]).forEach((row, index) => {
        raiseNumbers(savings, ["rows", index, "monthlyLoyalty"], 2);
        row.packs.forEach((_, pack) => raiseNumbers(savings, ["rows", index, "packs", pack, "save"], 2));
      });
      seq(addons, ["items"]).items.forEach((_, index) => raiseNumbers(addons, ["items", index, "price"], 5));
    },
  },
  {
    name: "tiers and vehicle sizes renamed",
    apply({ pricing, booking }) {
      plain<Plain[]>(pricing, ["tiers"]).forEach((tier, index) => pricing.setIn(["tiers", index, "name"], `${String(tier.name)} Care`));
      plain<Plain[]>(pricing, ["vehicleSizes"]).forEach((size, index) => pricing.setIn(["vehicleSizes", index, "name"], `${String(size.name)} class`));
      plain<Plain[]>(booking, ["fields", "tier", "options"]).forEach((option, index) =>
        booking.setIn(["fields", "tier", "options", index, "label"], `${String(option.label)} Care`),
      );
      plain<Plain[]>(booking, ["fields", "size", "options"]).forEach((option, index) =>
        booking.setIn(["fields", "size", "options", index, "label"], `${String(option.label)} class`),
      );
    },
  },
  {
    name: "a fifth tier and a fourth vehicle size, with their prices, inclusions, savings and booking options",
    apply({ pricing, savings, booking }) {
      pricing.addIn(["tiers"], NEW_TIER);
      pricing.addIn(["vehicleSizes"], NEW_SIZE);
      const prices = plain<Record<string, Record<string, Record<string, number>>>>(pricing, ["prices"]);
      for (const [wash, bySize] of Object.entries(prices)) {
        const sizes = Object.keys(bySize);
        // The new tier costs more than any other for each size; the new size more than the largest.
        const withNewTier = (row: Record<string, number>) => ({ ...row, [NEW_TIER.id]: Math.max(...Object.values(row)) + 45 });
        for (const size of sizes) pricing.setIn(["prices", wash, size, NEW_TIER.id], withNewTier(bySize[size])[NEW_TIER.id]);
        const largest = withNewTier(bySize[sizes[sizes.length - 1]]);
        const vanRow = Object.fromEntries(Object.entries(largest).map(([tier, price]) => [tier, price + 12]));
        pricing.setIn(["prices", wash, NEW_SIZE.id], pricing.createNode(vanRow, { flow: true }));
      }
      for (const wash of Object.keys(plain<Plain>(pricing, ["included", "rows"]))) {
        seq(pricing, ["included", "rows", wash]).items.forEach((_, index) => pricing.setIn(["included", "rows", wash, index, "tiers", NEW_TIER.id], "included"));
      }
      const packs = plain<{ blocks: number }[]>(savings, ["rows", 0, "packs"]);
      savings.addIn(["rows"], { tier: NEW_TIER.id, monthlyLoyalty: 7, packs: packs.map(({ blocks }) => ({ blocks, save: blocks * 9 })) });
      booking.addIn(["fields", "tier", "options"], { value: NEW_TIER.id, label: NEW_TIER.name });
      booking.addIn(["fields", "size", "options"], { value: NEW_SIZE.id, label: NEW_SIZE.name });
    },
  },
  {
    name: "FAQ questions added, removed and reordered",
    apply({ faq }) {
      const items = seq(faq, ["items"]);
      if (items.items.length > 1) items.delete(1);
      faq.addIn(["items"], {
        id: "gift-vouchers",
        question: "Can I buy a valet as a present for someone?",
        answer: ["Yes: send us a message with the package you have in mind and we will arrange a voucher."],
      });
      items.items.reverse();
    },
  },
  {
    name: "reviews added, up to the most the page shows",
    apply({ testimonials }) {
      const items = seq(testimonials, ["items"]);
      const towns = ["Barkingside", "Gants Hill", "Hainault", "Seven Kings", "Goodmayes", "Loughton", "Buckhurst Hill", "Leytonstone", "Brentwood", "Epping", "Chadwell Heath", "Snaresbrook"];
      for (let index = items.items.length; index < 12; index++) {
        testimonials.addIn(["items"], {
          quote: `Review number ${index + 1}: friendly, careful and the car came back gleaming.`,
          author: `Reviewer ${String.fromCharCode(65 + index)}.`,
          location: towns[index],
          delayMs: index * 100,
        });
      }
    },
  },
  {
    name: "an add-on added",
    apply({ addons }) {
      addons.addIn(["items"], { name: "Headlight Restoration & Seal", price: { from: 35, to: 55 }, time: { from: 40, to: 70 } });
    },
  },
  {
    name: "a section added to the terms and to the privacy policy",
    apply({ terms, privacy }) {
      terms.addIn(["sections"], { id: "gift-vouchers", heading: "Gift vouchers", paragraphs: ["Vouchers are valid for twelve months from the date they are bought."] });
      privacy.addIn(["sections"], { id: "changes", heading: "Changes to this policy", paragraphs: ["When this policy changes, the date at the top of the page changes with it."] });
    },
  },
  {
    name: "banner, hero and messages reworded",
    apply({ site, home, booking }) {
      site.set("banner", "Heads up: our prices changed this spring & the leaflet may be out of date.");
      home.setIn(["hero", "heading"], "Spotless Cars Across East London & Beyond");
      home.setIn(["hero", "tagline"], "By appointment only. Careful, thorough valeting.");
      booking.setIn(["toasts", "termsNotAgreed", "message"], "Tick the box to accept our terms first.");
      booking.setIn(["toasts", "missingInfo", "title"], "A few more details");
      booking.setIn(["toasts", "missingInfo", "message"], "Choose a package, wash type and vehicle size.");
      booking.setIn(["toasts", "blockSize", "message"], "Pick how many washes your pack should have.");
      booking.setIn(["postcode", "results", "covered"], "Good news: you're in our area!");
      booking.setIn(["postcode", "results", "surcharge"], "You're just outside our area; get in touch and we'll see what we can do.");
      booking.setIn(["postcode", "results", "invalid"], "That doesn't look like a UK postcode.");
      booking.setIn(["customQuote", "message"], "This combination is priced individually.");
      booking.setIn(["calendar", "noPath"], "We can't take this booking online; please get in touch and we'll book it for you.");
    },
  },
  {
    name: "phone and email changed",
    apply({ site, founder }) {
      site.setIn(["contact", "phone"], "07700 900987");
      site.setIn(["contact", "email"], "bookings@example.org.uk");
      site.setIn(["contact", "whatsapp"], "447700900987");
      founder.set("phone", "07700 900654");
      founder.set("email", "owner@example.org.uk");
    },
  },
  {
    name: "the founder's web address changed",
    apply({ founder }) {
      founder.set("slug", "sam-the-founder");
    },
  },
];
