/**
 * A deploy of the site editor alone, for tests/e2e/admin-cache.spec.ts: `tsx deploy-editor.ts <client folder>`
 * writes the editor (scripts/build/admin/write-admin.ts, as the build does) into that folder's admin/, from the
 * content folder CONTENT_DIR names, as a new deploy replaces the old one's files.
 */
import { writeEditor } from "../../../scripts/build/admin/write-admin.ts";
import { readContent } from "../../../src/content/node/read-content.ts";
import { PROJECT_ROOT } from "../../support/content-root.ts";

const clientDir = process.argv[2];
if (!clientDir) throw new Error("usage: tsx tests/e2e/support/deploy-editor.ts <client folder>");
console.log(await writeEditor(clientDir, PROJECT_ROOT, readContent(PROJECT_ROOT).site));
