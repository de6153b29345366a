/**
 * A value no list holds, for a link or query tampered with ("unknown", or "unknown-2" … if the list holds that): the
 * suites' one way to name a code the content doesn't offer, whichever content they run on (the site's, the fixtures').
 */
export function unusedCode(values: readonly string[]): string {
  let code = "unknown";
  for (let i = 2; values.includes(code); i++) code = `unknown-${i}`;
  return code;
}
