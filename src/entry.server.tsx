/**
 * How the build renders each page to HTML (React Router's `entry.server`, documented as the place to own
 * this). Every page here is rendered once, at build time (`ssr: false`, every path prerendered), so each
 * render waits for all its content (React's advice for static generation) rather than streaming its shell.
 *
 * It also tells the pages which render is the SPA fallback: React Router renders the root route once more,
 * as if for "/", into a file this site never serves (finish-static-site.ts removes it), and requires the
 * app's scripts there. `EntryContext.isSpaMode`, the public context this function is given, says which
 * render that is (React Router's own default entry reads it too); `root.tsx` keeps the scripts for it.
 * If React Router stops passing it, the type check fails here, and React Router's build stops with
 * "SPA Mode: Did you forget to include `<Scripts/>` in your root route?".
 */
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { SpaFallbackRender } from "./lib/spa-fallback-render";
import { IslandRenderer } from "./components/island/Island";

/** Each island is a root of its own, rendered as hydrateRoot will hydrate it (components/island/Island.tsx). */
const renderIsland = (widget: ReactNode, identifierPrefix: string) => renderToString(widget, { identifierPrefix });

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  return new Promise((resolve, reject) => {
    let statusCode = status;
    const { pipe } = renderToPipeableStream(
      <SpaFallbackRender.Provider value={routerContext.isSpaMode}>
        <IslandRenderer.Provider value={renderIsland}>
          <ServerRouter context={routerContext} url={request.url} />
        </IslandRenderer.Provider>
      </SpaFallbackRender.Provider>,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          // A page that failed to render must not be written as if it were whole: the build stops on a 500.
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
