// Temporary helper for content authors until scripts/check-content.ts exists: node scripts/validate-draft.mjs <name>
import Ajv from "ajv"; import addFormats from "ajv-formats"; import fs from "node:fs"; import * as yaml from "js-yaml";
const name = process.argv[2];
const ajv = new Ajv({ allErrors: true, strict: true }); addFormats(ajv);
ajv.addSchema(JSON.parse(fs.readFileSync("schemas/common.schema.json", "utf8")));
const validate = ajv.compile(JSON.parse(fs.readFileSync(`schemas/${name}.schema.json`, "utf8")));
const data = yaml.load(fs.readFileSync(`content/${name}.yaml`, "utf8"));
if (validate(data)) console.log("valid"); else { console.log(JSON.stringify(validate.errors, null, 1)); process.exit(1); }
