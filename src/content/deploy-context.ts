/**
 * Whether this build publishes the live site whatever site.yaml's `live` says (docs/decisions.md,
 * "A production deploy is live"): an owner may forget the switch, and a production deploy with sample
 * reviews or example contacts would publish them under the business's name. Deploy previews, branch
 * deploys, the GitHub check and local builds only list the placeholders.
 */

/** The branch the site is published from: the editor saves to it (CMS_GITHUB_BRANCH, docs/deploying.md). */
export const publishedBranch = (env: Readonly<Record<string, string | undefined>>) => env.CMS_GITHUB_BRANCH || "main";

/** Why this build is a production deploy, in words, or undefined when it isn't one. */
export function productionDeploy(env: Readonly<Record<string, string | undefined>>): string | undefined {
  // Netlify sets CONTEXT for every build: production, deploy-preview, branch-deploy or dev.
  if (env.NETLIFY === "true" && env.CONTEXT === "production") return "this is Netlify's production deploy";
  // Cloudflare Pages names the branch it builds; the production branch is the one the site is published from.
  if (env.CF_PAGES === "1" && env.CF_PAGES_BRANCH === publishedBranch(env)) return `this is Cloudflare Pages' build of the ${env.CF_PAGES_BRANCH} branch, the live site`;
  return undefined;
}
