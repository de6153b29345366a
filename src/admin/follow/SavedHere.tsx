import "./followed-save.css";

/**
 * Locally (`npm run edit`), after a save: the file is in content/, and the site on this computer is the build it
 * started with (scripts/tools/serve.ts serves the last build, and keeps serving while `npm run build` replaces it).
 */
export function SavedHere({ pagePath }: { pagePath: string }) {
  const page = new URL(pagePath, location.origin).href;
  return (
    <p className="editor-follow editor-tone--working">
      This computer's site shows the last build: to see your change there, run <code>npm run build</code> in another terminal (this editor can stay open), then
      open <a href={page}>{page}</a>.
    </p>
  );
}
