import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import type { ResolvedConfig } from "vite";
import { bundlePageScript, pageScriptPlugin, viteBuildTarget } from "./page-script-plugin.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-script-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeModules(files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, "entry.ts");
}

const target = await viteBuildTarget();

describe("bundlePageScript", () => {
  const entry = writeModules({
    "entry.ts": `import { greet } from "./greet";\n// A comment the page never needs.\ngreet("page");\n`,
    "greet.ts": `/** Unused by the entry. */\nexport const unused = (): string => "never shipped";\nexport function greet(name: string): void {\n  (globalThis as { said?: string[] }).said?.push(\`hello \${name}\`);\n}\n`,
  });

  it("bundles the entry and what it imports into one classic script that runs at once", () => {
    const { code } = bundlePageScript(entry, target);
    const context = { said: [] as string[] };
    vm.runInNewContext(code, context);
    expect(context.said).toEqual(["hello page"]);
  });

  it("is minified: no comments, no types, nothing the entry doesn't use, and no module syntax", () => {
    const { code } = bundlePageScript(entry, target);
    expect(code).not.toMatch(/comment|Unused|never shipped|: string|\bimport\b|\bexport\b/);
    expect(code.split("\n")).toHaveLength(1);
  });

  it("names every file it read, so a change to any of them rebuilds the page", () => {
    const { inputs } = bundlePageScript(entry, target);
    expect(inputs.map((input) => path.basename(input)).sort()).toEqual(["entry.ts", "greet.ts"]);
  });
});

describe("pageScriptPlugin", () => {
  writeModules({ "nullish.ts": `(globalThis as { said?: string }).said = (globalThis as { name?: string }).name ?? "nobody";\n` });
  const nullish = path.join(dir, "nullish.ts");
  const bundled = (buildTarget: ResolvedConfig["build"]["target"]) => {
    const plugin = pageScriptPlugin();
    (plugin.configResolved as (config: unknown) => void)({ build: { target: buildTarget } });
    const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string, options: { ssr: boolean }) => string;
    const loaded = load.call({ addWatchFile: () => {} }, `${nullish}?page-script`, { ssr: true });
    return JSON.parse(loaded.replace(/^export default /, "").replace(/;$/, "")) as string;
  };

  it("builds for the browsers of Vite's resolved build.target, not a list of its own", () => {
    expect(Array.isArray(target) ? target.length : target).toBeTruthy();
    expect(bundled(["es2019"])).not.toContain("??");
    expect(bundled(["es2020"])).toContain("??");
  });
});
