import { describe, expect, it } from "vitest";
import { EDITOR_ASSETS, editorCacheName, editorCacheRoute, staleEditorCaches } from "./editor-cache-rules";

const scope = "https://valeting.test/admin/";
const get = (path: string) => ({ method: "GET", url: new URL(path, scope).href });

describe("the editor's service worker", () => {
  it("takes the editor's files named by their content from its cache, Decap's lazily loaded chunks included", () => {
    for (const file of [
      "editor-0a1b2c.js",
      "preview-renderer-9f8e7d.js",
      "style-1a2b3c.css",
      "decap-0a1b2c3d4e/decap-cms.js",
      "decap-0a1b2c3d4e/117.decap-cms.js",
    ]) {
      expect(editorCacheRoute(get(`${EDITOR_ASSETS}${file}`), scope), file).toBe("cache");
    }
  });

  it("leaves everything else to the network: the page, config.yml, itself, the local backend, the site's media, other hosts", () => {
    for (const url of [
      scope,
      `${scope}index.html`,
      `${scope}config.yml`,
      `${scope}sw.js`,
      "https://valeting.test/api/v1",
      "https://valeting.test/media/logo.svg",
      "https://valeting.test/assets/app.js",
      "https://api.github.com/repos/a/b",
    ]) {
      expect(editorCacheRoute({ method: "GET", url }, scope), url).toBe("network");
    }
    expect(editorCacheRoute({ method: "POST", url: `${scope}${EDITOR_ASSETS}editor-0a1b2c.js` }, scope)).toBe("network");
    expect(editorCacheRoute(get(`${EDITOR_ASSETS}editor-0a1b2c.js?fresh`), scope)).toBe("network");
    expect(editorCacheRoute({ method: "GET", url: `https://elsewhere.test/admin/${EDITOR_ASSETS}editor.js` }, scope)).toBe("network");
  });

  it("deletes the caches older deploys left, and only its own kind", () => {
    const names = [editorCacheName("old1"), editorCacheName("new2"), "someone-elses"];
    expect(staleEditorCaches(names, "new2")).toEqual([editorCacheName("old1")]);
  });
});
