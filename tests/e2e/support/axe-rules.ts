/**
 * The axe rule tags every engine's scans use (WCAG 2.2 A and AA, and axe's best practices: landmarks,
 * headings …): fixtures.ts for Playwright, tests/engines/webkit for WebKit.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
