/**
 * What the local editor (`npm run edit`) accepts, and from whom (issue 19). The server listens on the
 * owner's own computer, where they also read email and browse: a web page can point its own host name at
 * 127.0.0.1 (DNS rebinding) or post to it from another origin. So the edit server answers only its own
 * host names, its backend only the editor's own origin, and the backend reads and writes only the files
 * the editor's config.yml names (the content files, and the media folder), never a file that a link makes
 * point somewhere else. Each check returns the one-line reason for a refusal, or undefined.
 */
import fs from "node:fs";
import path from "node:path";

/** The host names the edit server answers besides its own, comma-separated (docs/cms.md, "Safety"). */
const EXTRA_HOSTS_SETTING = "EDIT_ALLOWED_HOSTS";

/**
 * The host names (without port) the edit server answers: the loopback names, `HOST` when it is set, and
 * the names the owner lists in EDIT_ALLOWED_HOSTS.
 */
export function allowedHostNames(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const listed = (env[EXTRA_HOSTS_SETTING] ?? "").split(",");
  return new Set(["127.0.0.1", "localhost", "[::1]", env.HOST ?? "", ...listed].map((name) => name.trim().toLowerCase()).filter(Boolean));
}

/** The host name and port of a `Host` header or an origin's authority, or undefined when it is not one. */
function hostAndPort(authority: string): { name: string; port: string } | undefined {
  // Letters, digits, dots, dashes, an IPv6 address's brackets and colons: nothing a URL could read as more.
  if (!/^[a-z0-9.:[\]-]+$/i.test(authority)) return undefined;
  try {
    const url = new URL(`http://${authority}`);
    return { name: url.hostname, port: url.port || "80" };
  } catch {
    return undefined;
  }
}

/** Why a request's `Host` is refused: it must name this server by one of its names, on its port. */
export function hostRefusal(host: string | undefined, names: Set<string>, port: number): string | undefined {
  const found = host === undefined ? undefined : hostAndPort(host);
  if (!found || !names.has(found.name) || found.port !== String(port)) {
    return `The site editor answers only its own address (${[...names].map((name) => `${name}:${port}`).join(", ")}), not "${host ?? ""}"; list another name in ${EXTRA_HOSTS_SETTING} to use it.`;
  }
  return undefined;
}

/**
 * Why a request to the editor's backend is refused before its body is read: it must be a POST from the
 * editor's own page, whose `Origin` names this server as the request's (already checked) `Host` does.
 * Browsers send `Origin` with every POST; a request without one didn't come from the editor.
 */
export function originRefusal(method: string | undefined, origin: string | undefined, host: string | undefined): string | undefined {
  if (method !== "POST") return `The site editor's backend takes only the editor's own requests (POST), not ${method ?? "none"}.`;
  if (!origin || origin.toLowerCase() !== `http://${host ?? ""}`.toLowerCase()) {
    return `The site editor's backend takes requests only from the editor's own page (http://${host ?? ""}), not from ${origin ? `"${origin}"` : "a request with no origin"}.`;
  }
  return undefined;
}

/** The files the editor may touch, from its config.yml: the content files it names and its media folder. */
export interface EditorScope {
  /** Paths from the project's root, as config.yml names them: `content/faq.yaml`. */
  files: ReadonlySet<string>;
  /** The folder uploads go to (`media_folder`), if the editor has one. */
  mediaFolder?: string;
}

interface EditorConfigFile {
  media_folder?: string;
  collections?: { files?: { file?: string }[] }[];
}

/** The scope of an editor config (config.yml, parsed). */
export function editorScope(config: EditorConfigFile): EditorScope {
  const files = (config.collections ?? []).flatMap((collection) => (collection.files ?? []).map((file) => file.file ?? "")).filter(Boolean);
  return { files: new Set(files), mediaFolder: config.media_folder?.replace(/\/+$/, "") };
}

/** A file name a media upload may have: no folders, no dotfiles. */
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

type PathKind = "content" | "media" | "media folder";

/** Which of the editor's files a path is, or undefined: only exact names, no `..`, `./`, backslashes or absolute paths. */
function kindOf(requested: string, scope: EditorScope): PathKind | undefined {
  if (scope.files.has(requested)) return "content";
  if (!scope.mediaFolder) return undefined;
  if (requested === scope.mediaFolder) return "media folder";
  const name = requested.startsWith(`${scope.mediaFolder}/`) ? requested.slice(scope.mediaFolder.length + 1) : undefined;
  return name !== undefined && MEDIA_NAME.test(name) && !name.includes("..") ? "media" : undefined;
}

/**
 * Whether a path under `root` is that path and no other: no folder on the way and not the file itself is a
 * link (a link in content/ pointing at package.json, say). A path that doesn't exist yet is checked up to
 * the deepest part that does.
 */
function isItself(root: string, realRoot: string, requested: string): boolean {
  let existing = path.join(root, requested);
  while (!fs.existsSync(existing) && existing !== root) existing = path.dirname(existing);
  return fs.realpathSync(existing) === path.join(realRoot, path.relative(root, existing));
}

/** A path a request names, and what the request does with it. */
interface RequestedPath {
  path: unknown;
  /** What the action expects there: a content file, a media file or the media folder. */
  kind: PathKind;
}

type Params = Record<string, unknown>;
const entries = (value: unknown): Params[] => (Array.isArray(value) ? (value as Params[]) : value && typeof value === "object" ? [value as Params] : []);

/**
 * The paths each of the editor's actions names (decap-server's file-system backend), by what each must
 * be. An action the editor doesn't use here (the editorial workflow's) is not listed and so is refused.
 */
const ACTION_PATHS: Record<string, (params: Params) => RequestedPath[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFiles: (params) => entries(params.files).map((file) => ({ path: file.path, kind: "content" })),
  getEntry: (params) => [{ path: params.path, kind: "content" }],
  persistEntry: (params) => [
    ...[...entries(params.entry), ...entries(params.dataFiles)].flatMap((file) => [
      { path: file.path, kind: "content" as const },
      // A save never moves a content file: a new path, if any, must be the same file.
      ...(file.newPath === undefined ? [] : [{ path: file.newPath === file.path ? file.newPath : undefined, kind: "content" as const }]),
    ]),
    ...entries(params.assets).map((asset) => ({ path: asset.path, kind: "media" as const })),
  ],
  entriesByFolder: (params) => [{ path: params.folder, kind: "media folder" }],
  getMedia: (params) => [{ path: params.mediaFolder, kind: "media folder" }],
  getMediaFile: (params) => [{ path: params.path, kind: "media" }],
  persistMedia: (params) => entries(params.asset).map((asset) => ({ path: asset.path, kind: "media" })),
  deleteFile: (params) => [{ path: params.path, kind: "media" }],
  deleteFiles: (params) => (Array.isArray(params.paths) ? params.paths : [undefined]).map((file) => ({ path: file, kind: "media" })),
};

/**
 * Why a backend request (its parsed JSON body) is refused: an action the editor doesn't use, or a path
 * that is not one of the editor's files, is of the wrong kind, or leads elsewhere through a link.
 */
export function scopeRefusal(body: unknown, scope: EditorScope, root: string): string | undefined {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  const pathsOf = typeof action === "string" && Object.hasOwn(ACTION_PATHS, action) ? ACTION_PATHS[action] : undefined;
  if (!pathsOf) return `The site editor's backend doesn't do "${String(action)}".`;
  const folders = [...new Set([...scope.files].map((file) => `${path.posix.dirname(file)}/`))];
  const allowed = `the ${folders.join(" and ")} files it edits${scope.mediaFolder ? ` and ${scope.mediaFolder}/` : ""}`;
  const realRoot = fs.realpathSync(root);
  for (const requested of pathsOf((params ?? {}) as Params)) {
    const name = typeof requested.path === "string" ? requested.path : "";
    if (kindOf(name, scope) !== requested.kind) {
      return `The site editor reads and writes only ${allowed}, not "${String(requested.path)}".`;
    }
    if (!isItself(root, realRoot, name)) return `The site editor won't follow "${name}": it links to a file elsewhere.`;
    if (requested.kind === "media folder") {
      const folder = path.join(root, name);
      const linked = fs.existsSync(folder) ? fs.readdirSync(folder).find((file) => fs.lstatSync(path.join(folder, file)).isSymbolicLink()) : undefined;
      if (linked) return `The site editor won't list "${name}": "${linked}" in it links to a file elsewhere.`;
    }
  }
  return undefined;
}
