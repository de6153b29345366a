/**
 * The import rules of docs/architecture.md ("Folders and the way imports go"), for src/ (the site and the editor),
 * scripts/ and tests/, checked by dependency-cruiser in `npm run lint`. Type-only imports count as much as any
 * (`tsPreCompilationDeps`): a type imported the wrong way ties two layers as a value does, and a cycle of types is
 * still a cycle to read. The site's layers, top to bottom: routes → islands → features → domain → components → lib.
 */
import adminRooms from "./src/admin/rooms.json" with { type: "json" };

/** The site's browser code below the routes, by folder. */
const LIB = "^src/lib/";
const COMPONENTS = "^src/components/";
const DOMAIN = "^src/domain/";
const FEATURES = "^src/features/";
const ISLANDS = "^src/islands/";
/** The route modules, the router's list of pages and the root (React Router's alone). */
const ROUTES = "^src/(routes/|routes\\.ts$|root\\.tsx$)";
const ADMIN = "^src/admin/";
/** src/content/ but its generated types: the content check and, in node/, the loader. */
const CONTENT_CODE = "^src/content/(?!generated/)";
const CONTENT_NODE = "^src/content/node/";
const CONTENT_MODULES = "^virtual:content/";
/** Unit tests and their helpers: they run in Node and may read files, and follow the one-way rules too. */
const UNIT_TESTS = "\\.test\\.tsx?$|\\.test-support\\.ts$";

/** A rule: files matching `from` (but not `fromNot`) may not import what matches `to`; `comment` is what lint says. */
const forbid = (name, comment, from, to, fromNot = []) => ({ name, comment, severity: "error", from: { path: from, pathNot: fromNot }, to });

const noRoutes = (name, from, fromNot) =>
  forbid(name, "Only React Router imports route modules, the router's list and the root.", from, { path: ROUTES }, fromNot);
const noAdmin = (name, from, fromNot) =>
  forbid(name, "src/admin is the site editor's own code, on /admin/ only: the site never imports it.", from, { path: ADMIN }, fromNot);
const noNode = (name, from, fromNot) => forbid(name, "Browser code runs in the browser: no Node built-ins.", from, { dependencyTypes: ["core"] }, fromNot);
const noContentCode = (name, from, fromNot) =>
  forbid(
    name,
    "src/content is the Node-side content loader; client code imports `virtual:content/<name>` (and types from src/content/generated).",
    from,
    { path: CONTENT_CODE },
    fromNot,
  );

/** The site's browser code (lib, components, domain, features, islands, routes): no editor, no Node, no loader. */
const SITE = [LIB, COMPONENTS, DOMAIN, FEATURES, ISLANDS, ROUTES, "^src/page-script\\.ts$"];
const siteRules = SITE.flatMap((folder) => {
  const name = folder.replace(/[^a-z-]+/g, "-").replace(/^-|-$/g, "");
  // src/routes.ts runs in Node at build time (React Router lists the pages with it), so the client rules skip it.
  const fromNot = [UNIT_TESTS, "^src/routes\\.ts$"];
  return [noAdmin(`${name}: no editor`, folder), noNode(`${name}: no node`, folder, fromNot), noContentCode(`${name}: no loader`, folder, fromNot)];
});

/** The layers: each may not import those above it (unit tests beside it included). */
const layerRules = [
  noRoutes("lib: no routes", LIB),
  noRoutes("components: no routes", COMPONENTS),
  noRoutes("domain: no routes", DOMAIN),
  noRoutes("features: no routes", FEATURES),
  noRoutes("islands: no routes", ISLANDS),
  forbid(
    "below features: no features",
    "domain, components and lib sit below features: pass what they need as props or arguments.",
    `${LIB}|${COMPONENTS}|${DOMAIN}`,
    {
      path: FEATURES,
    },
  ),
  forbid(
    "below domain: no domain",
    "src/domain binds the booking rules to the owner's content, above components and lib: pass what they need as props or arguments.",
    `${LIB}|${COMPONENTS}`,
    { path: DOMAIN },
  ),
  forbid("lib and domain: no components", "lib is plain logic, below components (and domain hands components nothing).", `${LIB}|${DOMAIN}`, {
    path: COMPONENTS,
  }),
  forbid(
    "components and lib: no content modules",
    "components and lib take their data through props and arguments; the feature (or src/domain) that uses them imports the content.",
    `${LIB}|${COMPONENTS}`,
    { path: CONTENT_MODULES },
    [UNIT_TESTS],
  ),
  {
    name: "features: no other feature",
    comment:
      "A feature never imports another feature: what several share goes below them (src/domain, src/components, src/lib), and a page that needs two features composes them by props, in its island (src/islands/) or its route.",
    severity: "error",
    from: { path: "^src/features/([^/]+)/" },
    to: { path: FEATURES, pathNot: "^src/features/$1/" },
  },
];

/** src/content/ (not node/): the content check, which runs everywhere, the editor's browser included. */
const contentRules = [
  forbid(
    "content check: nothing above it",
    "src/content's check runs in the browser too (the editor): no routes, features, domain, components, editor, or the Node loader.",
    "^src/content/[^/]+$",
    { path: [ROUTES, FEATURES, DOMAIN, COMPONENTS, ADMIN, CONTENT_NODE].join("|") },
    [UNIT_TESTS],
  ),
  noNode("content check: no node", "^src/content/[^/]+$", [UNIT_TESTS]),
];

/** The editor (src/admin/): it draws the site's routes and features in its preview and runs the content check, never Node. */
const adminRules = [
  forbid("editor: no scripts", "scripts/ run in Node at build time; the editor's code runs in the browser.", ADMIN, { path: "^scripts/" }, [UNIT_TESTS]),
  forbid("editor: no loader", "src/content/node reads files with Node: browser code can't run it.", ADMIN, { path: CONTENT_NODE }, [UNIT_TESTS]),
  noNode("editor: no node", ADMIN, [UNIT_TESTS]),
  forbid("editor: its start is the top", "src/admin/start.ts starts the editor: nothing in the editor imports it.", ADMIN, { path: "^src/admin/start\\.ts$" }),
];

/**
 * Admin rooms: the editor's rooms (src/admin/<room>/), top to bottom, from src/admin/rooms.json, the one list of them
 * (docs/architecture.md, "The editor's rooms"). A room imports only the rooms below it.
 */
const ADMIN_ROOMS = adminRooms.rooms.map((room) => room.folder);
const adminRoomRules = ADMIN_ROOMS.slice(1).map((room, index) => {
  const above = ADMIN_ROOMS.slice(0, index + 1);
  return forbid(
    `admin rooms: ${room} imports downwards`,
    `src/admin/${room}/ sits below ${above.join(", ")} (src/admin/rooms.json): it imports only the rooms below it.`,
    `^src/admin/${room}/`,
    { path: `^src/admin/(${above.join("|")})/` },
  );
});

/**
 * The test suites, each a folder of tests/ with its own runner and its own helpers. A suite in another's folder is a
 * suite of its own (the WebKit screenshots, tests/visual/webkit/, beside the Chromium ones in tests/visual/).
 */
const SUITES = ["tests/e2e/", "tests/engines/webkit/", "tests/visual/", "tests/visual/webkit/", "tests/owner-edits/"];
/** What the suites share, and the only way they share: code in tests/support/, data in tests/fixtures/. */
const SHARED_BY_SUITES = ["^tests/support/", "^tests/fixtures/"];

/** A suite's own files, as a pattern: its folder, less the suites in it. */
function suiteFiles(suite) {
  const inside = SUITES.filter((other) => other !== suite && other.startsWith(suite)).map((other) => other.slice(suite.length));
  return inside.length === 0 ? `^${suite}` : `^${suite}(?!${inside.join("|")})`;
}

/**
 * Every suite imports from tests/ only its own files and the shared ones; the shared ones, src/ and scripts/ import
 * no suite's; and a folder of tests/ is a suite of the list or a shared one, so a new suite can't slip past these.
 */
function suiteRules() {
  const share = "what two suites share goes in tests/support/ (or tests/fixtures/ for data), the one shared place";
  return [
    ...SUITES.map((suite) => ({
      name: `suites: ${suite} shares through tests/support`,
      comment: `A suite's helpers are its own: ${share}.`,
      severity: "error",
      from: { path: suiteFiles(suite) },
      to: { path: "^tests/", pathNot: [suiteFiles(suite), ...SHARED_BY_SUITES] },
    })),
    {
      name: "suites: the shared places import no suite",
      comment: `tests/support/ and tests/fixtures/ are what the suites share: a suite's own helper they need moves there (${share}).`,
      severity: "error",
      from: { path: SHARED_BY_SUITES },
      to: { path: "^tests/", pathNot: SHARED_BY_SUITES },
    },
    {
      name: "suites: the code imports no suite",
      comment: `src/ and scripts/ (their unit tests too) may use tests/support/ and tests/fixtures/, never a suite's own files: ${share}.`,
      severity: "error",
      from: { path: "^(src|scripts)/" },
      to: { path: "^tests/", pathNot: SHARED_BY_SUITES },
    },
    {
      name: "suites: each one listed",
      comment: "A folder of tests/ is one of .dependency-cruiser.mjs's SUITES or a shared place, so that the rules above see it.",
      severity: "error",
      from: { path: "^tests/", pathNot: [...SUITES.map((suite) => `^${suite}`), ...SHARED_BY_SUITES] },
      to: {},
    },
  ];
}

/** scripts/ and tests/. */
const toolRules = [
  forbid(
    "tools: no benchmarks or tests",
    "scripts/tools are the commands: what they share with the benchmarks or the suites goes in scripts/tools (or src/), never imported from scripts/bench/ or tests/.",
    "^scripts/tools/",
    { path: "^(scripts/bench/|tests/)" },
    // Their unit tests may use the suites' shared fixtures (tests/support/), as src/'s do.
    [UNIT_TESTS],
  ),
  ...suiteRules(),
];

export default {
  forbidden: [
    {
      name: "no cycles",
      comment: "No import cycle, type-only imports included: a cycle makes a module run before what it imports is ready, and ties two files into one.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...siteRules,
    ...layerRules,
    ...contentRules,
    ...adminRules,
    ...adminRoomRules,
    ...toolRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
  },
};
