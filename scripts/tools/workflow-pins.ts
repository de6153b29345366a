/**
 * Part of `npm run lint` (check-workflows.ts): every `uses:` in a workflow names a full commit SHA, with the tag it
 * stands for in a comment (`actions/checkout@<40 hex> # v4.4.0`). A tag can be moved to other code by whoever holds
 * the action's repository, and the workflow runs it with the repository's token; a commit can't be moved. Dependabot's
 * `github-actions` updates (.github/dependabot.yml) move the SHA and the comment together (docs/decisions.md 33).
 */

/** `uses: owner/repo[/path]@ref  # comment`, as a step or a reusable workflow's job writes it (block style). */
const USES = /^(\s*(?:-\s+)?uses:\s*)(["']?)([^\s"'#]+)\2\s*(?:#\s*(\S.*))?$/;
const SHA = /^[0-9a-f]{40}$/;

/** One line per `uses:` that isn't pinned, as "file (Line: l, Col: c): …", the way GitHub's parser names its problems. */
export function unpinnedUses(name: string, content: string): string[] {
  const problems: string[] = [];
  content.split("\n").forEach((text, index) => {
    const match = USES.exec(text);
    if (!match) return;
    const [, before, , action, comment] = match;
    // A local action or workflow (`./…`) is the repository's own code, pinned by the commit being checked.
    if (action.startsWith("./")) return;
    const at = `${name} (Line: ${index + 1}, Col: ${before.length + 1})`;
    if (action.startsWith("docker://")) {
      if (!/@sha256:[0-9a-f]{64}$/.test(action)) problems.push(`${at}: '${action}' is not pinned: name the image by its digest (@sha256:…).`);
      return;
    }
    const ref = action.split("@")[1] ?? "";
    if (!SHA.test(ref)) problems.push(`${at}: '${action}' names a tag or branch, which can be moved: name the commit's full SHA, with the tag in a comment.`);
    else if (!comment) problems.push(`${at}: '${action}' has no comment naming its tag (\`# v1.2.3\`), which Dependabot keeps with the SHA.`);
  });
  return problems;
}
