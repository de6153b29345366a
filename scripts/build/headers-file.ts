/**
 * The `_headers` file (Netlify and Cloudflare Pages format) and the reader `npm start` uses to send
 * the same headers, so what the tests see is what a host sends.
 */
export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

export function writeHeadersFile(rules: HeaderRule[]): string {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n\n") + "\n";
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const current = rules[rules.length - 1];
    if (!current || separator < 0) throw new Error(`_headers: can't read the line "${line.trim()}"`);
    current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Whether a rule's path matches a request path the way the hosts match it: exactly, or with a trailing /* splat. */
export function ruleMatches(rulePath: string, requestPath: string): boolean {
  if (rulePath.endsWith("/*")) return requestPath.startsWith(rulePath.slice(0, -1)) || requestPath === rulePath.slice(0, -2);
  return rulePath === requestPath;
}

/** The headers a host sends for a path: every matching rule, in file order. */
export function headersFor(rules: HeaderRule[], requestPath: string): [string, string][] {
  return rules.filter((rule) => ruleMatches(rule.path, requestPath)).flatMap((rule) => rule.headers);
}
