/**
 * The project's pins, and where each is explained: a dependency held back from a caret range (an exact version,
 * `~`, an `overrides` entry) or kept from the update bot (an `ignore` rule in .github/dependabot.yml) has its
 * reason, naming what must happen upstream for it to go, in docs/decisions.md › "Versions and pins".
 */
import { load } from "js-yaml";

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}

interface DependabotConfig {
  updates: { "package-ecosystem": string; ignore?: { "dependency-name": string }[] }[];
}

/** Dependencies on anything but a caret range, and every override: each is a pin. */
export function pinnedDependencies(pkg: PackageJson): string[] {
  const ranges = { ...pkg.dependencies, ...pkg.devDependencies };
  return [
    ...Object.entries(ranges)
      .filter(([, range]) => !range.startsWith("^"))
      .map(([name]) => name),
    ...Object.keys(pkg.overrides ?? {}),
  ];
}

/** The npm dependencies the update bot is told to leave alone, wholly or in part. */
export function ignoredByUpdates(dependabotYaml: string): string[] {
  const config = load(dependabotYaml) as DependabotConfig;
  return config.updates
    .filter((update) => update["package-ecosystem"] === "npm")
    .flatMap((update) => (update.ignore ?? []).map((rule) => rule["dependency-name"]));
}

/** The "Versions and pins" section of docs/decisions.md, up to its record of pins that went (which explains none). */
export function pinsSection(decisions: string): string {
  const start = decisions.indexOf("## Versions and pins");
  if (start < 0) throw new Error('docs/decisions.md has no "## Versions and pins" section');
  const ends = ["\n## ", "\n### Pins that went"].map((heading) => decisions.indexOf(heading, start + 1)).filter((index) => index > 0);
  return decisions.slice(start, ends.length ? Math.min(...ends) : undefined);
}

/** Pins whose name (in backticks) the section never gives: each needs its reason there. */
export function unexplainedPins(names: string[], section: string): string[] {
  return [...new Set(names)].filter((name) => !section.includes(`\`${name}\``));
}
