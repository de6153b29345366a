import { webkitVitestConfig } from "../../support/webkit/webkit-vitest.ts";

/**
 * The screenshot suite's WebKit half (tests/visual/webkit/*.test.ts), run by tests/visual/run.ts against the fixture
 * build it names in BUILD_DIR, with the WebKit journeys' set-up on ports of its own.
 */
export default webkitVitestConfig("tests/visual/webkit/*.test.ts");
