import { webkitVitestConfig } from "../../support/webkit/webkit-vitest.ts";

/**
 * WebKit: the main journeys in WebKitGTK (tests/engines/webkit/*.test.ts), driven by WebdriverIO over classic
 * WebDriver, against the production build. `npm run test:engines` runs this after the Gecko projects.
 */
export default webkitVitestConfig("tests/engines/webkit/*.test.ts", [["json", { outputFile: "test-results/engines/webkit.json" }]]);
