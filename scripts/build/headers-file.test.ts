import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile, ruleMatches, writeHeadersFile, type HeaderRule } from "./headers-file";
import { contentSecurityPolicy, inlineScripts, inlineStyleAttributes } from "./content-security-policy";

const rules: HeaderRule[] = [
  { path: "/*", headers: [["X-Content-Type-Options", "nosniff"]] },
  {
    path: "/a-page",
    headers: [["Content-Security-Policy", "default-src 'none'"]],
  },
];

describe("_headers", () => {
  it("writes and reads back the same rules", () => {
    expect(parseHeadersFile(writeHeadersFile(rules))).toEqual(rules);
  });

  it.each([
    ["/*", "/anything/at/all", true],
    ["/*", "/", true],
    ["/a-page", "/a-page", true],
    ["/a-page", "/a-page/", false],
    ["/a-page", "/a-page-old", false],
    ["/media/*", "/media/hero.webm", true],
    ["/media/*", "/mediax", false],
  ])("%s matches %s: %s", (rule, path, expected) => {
    expect(ruleMatches(rule, path)).toBe(expected);
  });

  it("gives a page its own CSP once and the site-wide headers", () => {
    expect(headersFor(rules, "/a-page")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Content-Security-Policy", "default-src 'none'"],
    ]);
    expect(headersFor(rules, "/nope")).toEqual([["X-Content-Type-Options", "nosniff"]]);
  });
});

describe("contentSecurityPolicy", () => {
  const html = `<script>window.a=1</script><script type="module" src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="application/json" data-x>{"b":2}</script><script type="text/javascript">window.b=2</script><div style="animation-delay:100ms"></div>`;

  it("hashes inline scripts but not external scripts or data blocks (JSON-LD, JSON)", () => {
    expect(inlineScripts(html)).toEqual(["window.a=1", "window.b=2"]);
    expect(inlineStyleAttributes(html)).toEqual(["animation-delay:100ms"]);
  });

  it("allows exactly those hashes and hosts, never unsafe-inline or unsafe-eval", () => {
    const policy = contentSecurityPolicy(html, { frames: ["https://maps.example"] });
    // sha256 of "window.a=1"
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-src https://maps.example");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Two scripts that run and one style attribute; not the JSON data blocks.
    expect(policy.match(/'sha256-/g)).toHaveLength(3);
  });
});
