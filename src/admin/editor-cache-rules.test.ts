import { describe, expect, it } from "vitest";
import { EDITOR_ASSETS, editorCacheName, editorCacheRoute, staleEditorCaches } from "./editor-cache-rules";

const scope = "https://valeting.test/admin/";
const get = (path: string) => ({ method: "GET", url: new URL(path, scope).href });

describe("the editor's service worker", () => {
  it("takes the editor's files named by their content from its cache, the file editor's chunks loaded later included", () => {
    for (const file of ["start-0a1b2c.js", "open-file-9f8e7d.js", "FileEditor-4d5e6f.js", "start-1a2b3c.css"]) {
      expect(editorCacheRoute(get(`${EDITOR_ASSETS}${file}`), scope), file).toBe("cache");
    }
  });

  it("leaves everything else to the network: the page, itself, the local endpoint, the site's media, other hosts", () => {
    for (const url of [
      scope,
      `${scope}index.html`,
      `${scope}?file=pricing`,
      `${scope}sw.js`,
      `${scope}api/content/pricing`,
      "https://valeting.test/media/logo.svg",
      "https://valeting.test/assets/app.js",
      "https://api.github.com/repos/a/b",
    ]) {
      expect(editorCacheRoute({ method: "GET", url }, scope), url).toBe("network");
    }
    expect(editorCacheRoute({ method: "POST", url: `${scope}${EDITOR_ASSETS}start-0a1b2c.js` }, scope)).toBe("network");
    expect(editorCacheRoute(get(`${EDITOR_ASSETS}start-0a1b2c.js?fresh`), scope)).toBe("network");
    expect(editorCacheRoute({ method: "GET", url: `https://elsewhere.test/admin/${EDITOR_ASSETS}start.js` }, scope)).toBe("network");
  });

  it("deletes the caches older deploys left, and only its own kind", () => {
    const names = [editorCacheName("old1"), editorCacheName("new2"), "someone-elses"];
    expect(staleEditorCaches(names, "new2")).toEqual([editorCacheName("old1")]);
  });
});
