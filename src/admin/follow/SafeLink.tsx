import type { ShownAddress } from "./safe-link.ts";

/** An address from GitHub's answers (safe-link.ts): a link when https:, else its text, the warning and the address. */
export function SafeLink({ shown }: { shown: ShownAddress }) {
  if ("href" in shown) return <a href={shown.href}>{shown.text}</a>;
  return (
    <>
      {shown.text === shown.address ? null : `${shown.text}. `}
      <strong>{shown.warning}</strong> {shown.address}
    </>
  );
}
