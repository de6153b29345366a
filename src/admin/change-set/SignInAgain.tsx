/** "Sign in again": the one button every screen shows when GitHub's sign-in has ended (use-change-set.ts's signInAgain). */
export function SignInAgain({ onClick }: { onClick: () => Promise<unknown> }) {
  return (
    <button type="button" className="button button--primary" onClick={() => void onClick()}>
      Sign in again
    </button>
  );
}
