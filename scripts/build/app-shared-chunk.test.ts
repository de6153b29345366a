import { describe, expect, it } from "vitest";
import { appSharedChunk } from "./app-shared-chunk.ts";

/** Runs the check as the client build's last step would, and returns the error it raised, if any. */
function check(shared: ReturnType<typeof appSharedChunk>, environment = "client"): string | undefined {
  let raised: string | undefined;
  const context = { environment: { name: environment }, error: (message: string) => (raised = message) };
  (shared.plugin.generateBundle as unknown as (this: typeof context) => void).call(context);
  return raised;
}

describe("the app-shared chunk's list", () => {
  it("captures the modules its patterns match", () => {
    const shared = appSharedChunk([/src[\\/]lib[\\/]links\./]);
    expect(shared.test("/site/src/lib/links.ts")).toBe(true);
    expect(shared.test("/site/src/lib/other.ts")).toBe(false);
    expect(check(shared)).toBeUndefined();
  });

  it("stops the build, naming the pattern, when a file it named moved (its pattern matched nothing)", () => {
    const shared = appSharedChunk([/src[\\/]lib[\\/]links\./, /src[\\/]lib[\\/]gone\./]);
    shared.test("/site/src/lib/links.ts");
    expect(check(shared)).toMatch(/no module matches \/src\[\\\\\/\]lib\[\\\\\/\]gone\\\.\//);
  });

  it("leaves the server build alone, which splits no chunks", () => {
    expect(check(appSharedChunk([/never/]), "ssr")).toBeUndefined();
  });
});
