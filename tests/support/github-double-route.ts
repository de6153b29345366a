/**
 * The GitHub double (github-double.ts) in a browser test: every request the page makes to api.github.com is
 * answered by the double instead, with the same status, headers and body; the browser applies CORS to the answers
 * as it does to GitHub's.
 */
import type { Page } from "@playwright/test";
import { GITHUB_API } from "../../src/admin/backends/github-api.ts";
import type { GitHubDouble } from "./github-double.ts";

export async function routeGitHubDouble(page: Page, double: GitHubDouble): Promise<void> {
  await page.route(`${GITHUB_API}/**`, async (route) => {
    const request = route.request();
    const answered = double.handle({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body: request.postData() });
    await route.fulfill({ status: answered.status, headers: answered.headers, body: answered.body });
  });
}
