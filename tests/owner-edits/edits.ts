/**
 * Edits the owner will really make to content/*.yaml (issue 8): each one is applied with the `yaml`
 * package's Document API, so comments and layout stay as they are, to a scratch copy of the content.
 * None of them is a mistake: after all of them the content check, the build and the browser specs
 * must still pass. Every value here is made up for the edit, never a copy of the shipped content.
 *
 * They must hold on any valid content, the owner's included (issue 19): a new code, name or address is
 * chosen so that the content doesn't hold it yet (`unused`: an owner who already added an FAQ question
 * "gift-vouchers" gets "gift-vouchers-2"), and an addition to a list already at its schema's longest is
 * left out. edits.test.ts applies them, again and again, to several valid contents and checks each result.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config.ts";
import { schemaAtPath } from "../../src/admin/schema/resolve-schema.ts";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { CONTENT_NAMES, type ContentName } from "../../src/content/names.ts";
import { findPlaceholders, reservedValues, type PlaceholderFinding, type ReservedValue } from "../../src/content/placeholders.ts";

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

/** Adds `by` to every amount under a path (a price table, say), walking its mappings and lists, up to the most the schema allows. */
function raiseNumbers(doc: Document, path: (string | number)[], by: number) {
  const value = doc.getIn(path);
  if (typeof value === "number") doc.setIn(path, pounds(value + by));
  const node = doc.getIn(path, true);
  if (isMap(node)) for (const key of Object.keys(node.toJSON() as Plain)) raiseNumbers(doc, [...path, key], by);
  if (isSeq(node)) node.items.forEach((_, index) => raiseNumbers(doc, [...path, index], by));
}

/** `wanted` if nothing in `taken` has it, else the first of `wanted-2`, `wanted-3`… (`wanted 2`… for names) that is free. */
export function unused(wanted: string, taken: readonly unknown[], separator = "-"): string {
  let candidate = wanted;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${wanted}${separator}${n}`;
  return candidate;
}

/** The values of one field across a list's entries. */
const fieldOf = (doc: Document, path: (string | number)[], field: string) => plain<Plain[]>(doc, path).map((entry) => entry[field]);

const schemaFiles = readSchemaFiles(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../schemas"));

/** The schema of a field of a content file, its `$ref`s followed as the editor's fields follow them. */
const schemaAt = (name: ContentName, fieldPath: string[]) => schemaAtPath(schemaFiles, schemaFile(name), fieldPath);

/** An amount of pounds, held to the most the schemas allow (common.schema.json › pounds › maximum): a £10,000 price raised stays £10,000. */
const pounds = (amount: number) => Math.min(amount, schemaFiles["common.schema.json"].definitions?.pounds?.maximum ?? amount);

/** Whether a list can take one more entry: the schema's `maxItems` for it is not reached. */
const hasRoom = (docs: ContentDocuments, name: ContentName, listPath: string[]) =>
  seq(docs[name], listPath).items.length < (schemaAt(name, listPath).maxItems ?? Infinity);

/** A tier that costs more than any other for each size, included in every row, with savings (the booking form offers it from pricing). */
function addTier({ pricing, savings }: ContentDocuments) {
  const tier = {
    id: unused("diamond", fieldOf(pricing, ["tiers"], "id")),
    name: unused("Diamond Detail", fieldOf(pricing, ["tiers"], "name"), " "),
    duration: "Up to 8 hours",
  };
  pricing.addIn(["tiers"], tier);
  for (const [wash, bySize] of Object.entries(plain<Record<string, Record<string, Record<string, number>>>>(pricing, ["prices"]))) {
    for (const [size, row] of Object.entries(bySize)) pricing.setIn(["prices", wash, size, tier.id], pounds(Math.max(...Object.values(row)) + 45));
  }
  for (const wash of Object.keys(plain<Plain>(pricing, ["included", "rows"]))) {
    seq(pricing, ["included", "rows", wash]).items.forEach((_, index) => pricing.setIn(["included", "rows", wash, index, "tiers", tier.id], "included"));
  }
  const packs = plain<{ blocks: number }[]>(savings, ["rows", 0, "packs"]);
  savings.addIn(["rows"], { tier: tier.id, monthlyLoyalty: 7, packs: packs.map(({ blocks }) => ({ blocks, save: blocks * 9 })) });
}

/** An FAQ question with its one-paragraph answer, each made its own where the file has it already (`unused`). */
function addQuestion(faq: Document, id: string, question: string, answer: string) {
  faq.addIn(["items"], {
    id: unused(id, fieldOf(faq, ["items"], "id")),
    // Each question once (faq.schema.json): a page with two alike would be no help.
    question: unused(question, fieldOf(faq, ["items"], "question"), " "),
    // An answer of its own too: the page (and a visitor) tells the questions apart by their words.
    answer: [
      unused(
        answer,
        plain<{ answer: string[] }[]>(faq, ["items"]).flatMap((item) => item.answer),
        " ",
      ),
    ],
  });
}

/** A vehicle size that costs more than the largest one for each tier. */
function addSize({ pricing }: ContentDocuments) {
  const size = {
    id: unused("van", fieldOf(pricing, ["vehicleSizes"], "id")),
    name: unused("Small Van", fieldOf(pricing, ["vehicleSizes"], "name"), " "),
  };
  pricing.addIn(["vehicleSizes"], size);
  for (const [wash, bySize] of Object.entries(plain<Record<string, Record<string, Record<string, number>>>>(pricing, ["prices"]))) {
    const largest = Object.values(bySize).at(-1)!;
    const row = Object.fromEntries(Object.entries(largest).map(([tier, price]) => [tier, pounds(price + 12)]));
    pricing.setIn(["prices", wash, size.id], pricing.createNode(row, { flow: true }));
  }
}

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
    apply({ pricing }) {
      plain<Plain[]>(pricing, ["tiers"]).forEach((tier, index) => pricing.setIn(["tiers", index, "name"], `${String(tier.name)} Care`));
      plain<Plain[]>(pricing, ["vehicleSizes"]).forEach((size, index) => {
        pricing.setIn(["vehicleSizes", index, "name"], `${String(size.name)} class`);
        if (size.formName !== undefined) pricing.setIn(["vehicleSizes", index, "formName"], `${String(size.formName)} class`);
      });
    },
  },
  {
    name: "a new tier and a new vehicle size, with their prices, inclusions and savings (where the lists have room)",
    apply(docs) {
      const room = (field: "tier" | "size", list: string) => hasRoom(docs, "pricing", [list]) && (field === "size" || hasRoom(docs, "savings", ["rows"]));
      if (room("tier", "tiers")) addTier(docs);
      if (room("size", "vehicleSizes")) addSize(docs);
    },
  },
  {
    name: "FAQ questions added, removed and reordered",
    apply({ faq }) {
      const items = seq(faq, ["items"]);
      if (items.items.length > 1) items.delete(1);
      addQuestion(
        faq,
        "gift-vouchers",
        "Can I buy a valet as a present for someone?",
        "Yes: send us a message with the package you have in mind and we will arrange a voucher.",
      );
      items.items.reverse();
    },
  },
  {
    name: "reviews added, up to the most the page shows",
    apply({ testimonials }) {
      const items = seq(testimonials, ["items"]);
      const towns = [
        "Barkingside",
        "Gants Hill",
        "Hainault",
        "Seven Kings",
        "Goodmayes",
        "Loughton",
        "Buckhurst Hill",
        "Leytonstone",
        "Brentwood",
        "Epping",
        "Chadwell Heath",
        "Snaresbrook",
      ];
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
    apply(docs) {
      const { addons } = docs;
      if (!hasRoom(docs, "addons", ["items"])) return;
      const name = unused("Headlight Restoration & Seal", fieldOf(addons, ["items"], "name"), " ");
      const id = unused("headlights", fieldOf(addons, ["items"], "id"));
      addons.addIn(["items"], { id, name, price: { from: 35, to: 55 }, time: { from: 40, to: 70 } });
    },
  },
  {
    // Issue 56: no check may depend on how much the owner writes, so the edited site carries every list the pages draw
    // at the most its schema allows (the byte budgets, the layout rules and axe then run on it, in test:content).
    name: "packages, vehicle sizes, FAQ questions and add-ons added, up to the most the schemas allow",
    apply(docs) {
      const { faq, addons } = docs;
      while (hasRoom(docs, "pricing", ["tiers"]) && hasRoom(docs, "savings", ["rows"])) addTier(docs);
      while (hasRoom(docs, "pricing", ["vehicleSizes"])) addSize(docs);
      while (hasRoom(docs, "faq", ["items"]))
        addQuestion(
          faq,
          "parking",
          "Where should I leave the car for you?",
          "Anywhere we can reach it safely with room to open every door, on your drive or outside your home.",
        );
      while (hasRoom(docs, "addons", ["items"])) {
        addons.addIn(["items"], {
          id: unused("engine-bay", fieldOf(addons, ["items"], "id")),
          name: unused("Engine Bay Clean", fieldOf(addons, ["items"], "name"), " "),
          price: { from: 30, to: 45 },
          time: { from: 30, to: 45 },
        });
      }
    },
  },
  {
    name: "a section added to the terms and to the privacy policy",
    apply(docs) {
      const section = (name: "terms" | "privacy", id: string, heading: string, paragraph: string) => {
        const doc = docs[name];
        if (!hasRoom(docs, name, ["sections"])) return;
        doc.addIn(["sections"], {
          id: unused(id, fieldOf(doc, ["sections"], "id")),
          heading: unused(heading, fieldOf(doc, ["sections"], "heading"), " "),
          paragraphs: [paragraph],
        });
      };
      section("terms", "gift-vouchers", "Gift vouchers", "Vouchers are valid for twelve months from the date they are bought.");
      section("privacy", "changes", "Changes to this policy", "When this policy changes, the date at the top of the page changes with it.");
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
    // What the layout rules (tests/e2e/layout.spec.ts) must hold with: the longest values an owner may type (issue 20).
    name: "long values: a 60-character package name, a £10,000 price, a 300-word FAQ answer and a 40-character town",
    apply({ pricing, faq, testimonials }) {
      const longName = unused("Showroom Finish with Ceramic Coating and Alloy Wheel Sealant", fieldOf(pricing, ["tiers"], "name"), " ");
      pricing.setIn(["tiers", 0, "name"], longName);
      // The dearest price the schema allows, for the largest size and the dearest package of the first wash type.
      const [wash, bySize] = Object.entries(plain<Record<string, Record<string, Record<string, number>>>>(pricing, ["prices"]))[0];
      const [size, byTier] = Object.entries(bySize).at(-1)!;
      const dearest = Object.entries(byTier).reduce((most, entry) => (entry[1] > most[1] ? entry : most));
      pricing.setIn(["prices", wash, size, dearest[0]], 10_000);
      const sentence = "We bring our own water and power, work carefully around the car, and leave the drive as tidy as we found it.";
      const words = sentence.split(" ").length;
      const answer = Array.from({ length: Math.ceil(300 / words) }, () => sentence).join(" ");
      // The first question the file itself holds (one an earlier edit added is a plain value, not yet a node of the file).
      const question = seq(faq, ["items"]).items.findIndex((item) => isMap(item));
      faq.setIn(["items", question, "answer"], faq.createNode([answer]));
      testimonials.setIn(["items", 0, "location"], "Little Easton near Great Dunmow in Essex");
    },
  },
  {
    // Issue 22: the banner takes the other of its two backgrounds. A photo comes from the gallery when the banner has none yet.
    name: "the banner switched between the video and a photo of their work",
    apply({ home, gallery }) {
      if (home.getIn(["hero", "show"]) === "photo") {
        home.setIn(["hero", "show"], "video");
        return;
      }
      const [first] = plain<Plain[]>(gallery, ["items"]);
      if (!home.hasIn(["hero", "photo"])) {
        if (!first) return;
        home.setIn(["hero", "photo"], home.createNode({ photo: first.photo, alt: first.alt }));
      }
      home.setIn(["hero", "show"], "photo");
    },
  },
  {
    name: "the founder's web address changed",
    apply({ founder }) {
      // A new address: never the one the card has now.
      founder.set("slug", unused("sam-the-founder", [founder.get("slug")]));
    },
  },
  {
    // Issue 35: going live. Last, so that nothing an edit above wrote is still an example. Every placeholder
    // the content check finds (its own rules, placeholders.ts) is replaced: a flag set the other way, an
    // example address or drama number by one of the business's own; then the switch.
    name: "every placeholder replaced, and the site switched to live",
    apply(docs) {
      replacePlaceholders(docs);
      docs.site.set("live", true);
    },
  },
];

/** A made-up value of the same kind and shape for an example address or drama number, kept for no one (issue 35). */
function ownValue({ kind, value }: ReservedValue): string {
  if (kind === "email") return "bookings@owner-valeting-fixture.co.uk";
  if (kind === "web address")
    return value.replace(/^(https?:\/\/)?[^/?#]+/i, (_, scheme: string | undefined) => `${scheme ?? ""}www.owner-valeting-fixture.co.uk`);
  // A mobile number outside Ofcom's drama range, written the way the original was.
  if (value.startsWith("+")) return "+44 7911 123456";
  return value.startsWith("44") ? "447911123456" : "07911 123456";
}

/**
 * Replaces every placeholder the content check finds (its own rules, placeholders.ts) but those `keep`
 * names: a flag set the other way, an example address or drama number by one of the business's own.
 */
function replacePlaceholders(docs: ContentDocuments, keep: (found: PlaceholderFinding) => boolean = () => false): void {
  const content = Object.fromEntries(CONTENT_NAMES.map((name) => [name, docs[name].toJS() as unknown]));
  for (const found of findPlaceholders(content, CONTENT_NAMES, schemaFiles)) {
    if (keep(found)) continue;
    const value: unknown = docs[found.name].getIn(found.path);
    if (typeof value === "boolean") docs[found.name].setIn(found.path, !value);
    else if (typeof value === "string")
      docs[found.name].setIn(
        found.path,
        reservedValues(value).reduce((text, reserved) => text.replace(reserved.value, ownValue(reserved)), value),
      );
  }
}

/** A folder's content files as documents, comments kept. */
function readContentDocuments(contentDir: string): ContentDocuments {
  return Object.fromEntries(
    CONTENT_NAMES.map((name) => [name, parseDocument(fs.readFileSync(path.join(contentDir, `${name}.yaml`), "utf8"))]),
  ) as ContentDocuments;
}

/** Writes the documents back to a folder's content files. */
function writeContentDocuments(contentDir: string, docs: ContentDocuments): void {
  for (const name of CONTENT_NAMES) fs.writeFileSync(path.join(contentDir, `${name}.yaml`), docs[name].toString({ lineWidth: 0 }));
}

/** Applies every edit, in order, to the content files of a folder (comments kept), telling `onEdit` of each once applied. */
export function applyOwnerEdits(contentDir: string, onEdit: (edit: OwnerEdit, docs: ContentDocuments) => void = () => {}): void {
  const docs = readContentDocuments(contentDir);
  for (const edit of OWNER_EDITS) {
    edit.apply(docs);
    onEdit(edit, docs);
  }
  writeContentDocuments(contentDir, docs);
}
