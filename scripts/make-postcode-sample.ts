/**
 * Writes public/serviced_postcodes.csv: a plausible sample of the area we cover (decisions.md 6) for the owner to
 * replace with the real list. Deterministic: running it again writes the same file.
 *
 *   npx tsx scripts/make-postcode-sample.ts
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { normalisePostcode } from "../src/features/postcode/normalise-postcode.ts";
import { seededRandom, unitCode } from "./postcode-generators.ts";

/** Postcode districts of Redbridge and nearby Essex towns, with their sectors and how many units to list in each. */
const DISTRICTS: { district: string; place: string; sectors: number[]; perSector: number }[] = [
  { district: "IG1", place: "Ilford", sectors: [1, 2, 3, 4], perSector: 12 },
  { district: "IG2", place: "Gants Hill, Newbury Park", sectors: [6, 7], perSector: 8 },
  { district: "IG3", place: "Seven Kings, Goodmayes", sectors: [8, 9], perSector: 8 },
  { district: "IG4", place: "Redbridge", sectors: [5], perSector: 8 },
  { district: "IG5", place: "Clayhall", sectors: [0], perSector: 8 },
  { district: "IG6", place: "Barkingside, Hainault", sectors: [1, 2, 3], perSector: 6 },
  { district: "IG7", place: "Chigwell", sectors: [4, 5, 6], perSector: 5 },
  { district: "IG8", place: "Woodford Green", sectors: [0, 7, 8, 9], perSector: 5 },
  { district: "IG9", place: "Buckhurst Hill", sectors: [5, 6], perSector: 5 },
  { district: "IG10", place: "Loughton", sectors: [1, 2, 3, 4], perSector: 5 },
  { district: "IG11", place: "Barking", sectors: [0, 7, 8, 9], perSector: 4 },
  { district: "E11", place: "Wanstead, Leytonstone", sectors: [1, 2, 3, 4], perSector: 6 },
  { district: "E18", place: "South Woodford", sectors: [1, 2], perSector: 8 },
  { district: "RM6", place: "Chadwell Heath", sectors: [4, 5, 6], perSector: 4 },
  { district: "RM1", place: "Romford", sectors: [1, 2, 3, 4], perSector: 4 },
  { district: "RM2", place: "Gidea Park", sectors: [5, 6], perSector: 4 },
  { district: "RM3", place: "Harold Wood, Harold Hill", sectors: [0, 7, 8, 9], perSector: 3 },
  { district: "RM4", place: "Stapleford Abbotts, Havering-atte-Bower", sectors: [1], perSector: 4 },
  { district: "CM16", place: "Epping", sectors: [4, 5, 6, 7], perSector: 4 },
  { district: "CM14", place: "Brentwood", sectors: [4, 5], perSector: 4 },
  { district: "CM15", place: "Brentwood, Shenfield", sectors: [0, 8, 9], perSector: 3 },
  { district: "CM1", place: "Chelmsford", sectors: [1, 2, 3, 4, 6, 7], perSector: 3 },
  { district: "CM2", place: "Chelmsford", sectors: [0, 5, 6, 7, 8, 9], perSector: 3 },
  { district: "CM20", place: "Harlow", sectors: [1, 2, 3], perSector: 3 },
  { district: "SS14", place: "Basildon", sectors: [1, 2, 3], perSector: 3 },
  { district: "SS0", place: "Westcliff-on-Sea", sectors: [0, 7, 8, 9], perSector: 3 },
  { district: "SS1", place: "Southend-on-Sea", sectors: [1, 2, 3], perSector: 3 },
  { district: "SS2", place: "Southend-on-Sea", sectors: [4, 5, 6], perSector: 3 },
];

/** Listed whatever the generator picks: the Visit Us address. */
const ALWAYS = ["IG1 3TY"];

/** The sample, district by district in the order above, sorted within each district. */
export function samplePostcodes(seed = 20250101): string[] {
  const random = seededRandom(seed);
  const postcodes: string[] = [];
  for (const { district, sectors, perSector } of DISTRICTS) {
    const inDistrict = new Set(ALWAYS.filter((postcode) => postcode.startsWith(`${district} `)));
    for (const sector of sectors) {
      let added = 0;
      while (added < perSector) {
        const postcode = `${district} ${unitCode(random, sector)}`;
        if (inDistrict.has(postcode)) continue;
        inDistrict.add(postcode);
        added += 1;
      }
    }
    postcodes.push(...[...inDistrict].sort());
  }
  for (const postcode of postcodes) {
    if (normalisePostcode(postcode) !== postcode) throw new Error(`Generated "${postcode}", which is not a normalised UK postcode.`);
  }
  for (const postcode of ALWAYS) {
    if (!postcodes.includes(postcode)) throw new Error(`${postcode} is not in a listed district.`);
  }
  return postcodes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL("../public/serviced_postcodes.csv", import.meta.url));
  const postcodes = samplePostcodes();
  fs.writeFileSync(target, `postcode\n${postcodes.join("\n")}\n`);
  console.log(`Wrote ${postcodes.length} postcodes to public/serviced_postcodes.csv.`);
}
