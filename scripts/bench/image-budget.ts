/**
 * The home page's image budget (issue 22), and how it is counted: one source for `npm run bench:images-budget` (the
 * figures, scroll included) and the check in `npm test` (tests/e2e/budgets.spec.ts), which fails when the page sends
 * more. At most 200 KB of images transferred on a 390 px phone (an
 * 844 px window at 3× pixels) before the visitor scrolls.
 */
import type { Page } from "@playwright/test";

/** The most image bytes the home page may send before any scroll. */
export const IMAGE_BUDGET_BYTES = 200 * 1024;

/** The phone the budget is for: 390 × 844 at 3 device pixels per CSS pixel. */
export const IMAGE_BUDGET_SCREEN = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Image bytes received so far on this page (each response's body, once it has all come: the build's images are sent as they are). */
export function countImageBytes(page: Page): () => Promise<number> {
  const bodies: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image")
      bodies.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  return async () => (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
}
