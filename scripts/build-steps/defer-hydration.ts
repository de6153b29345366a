/**
 * Starts the app's JavaScript only once the page has painted. The prerendered HTML is the whole
 * page, so a visitor on a slow phone connection sees it straight away; React Router's module
 * preloads would otherwise share that connection with the first paint. The module script React
 * Router writes (route imports, then the client entry) becomes a loader that runs at the first
 * contentful paint, or a frame after `load` where paint timing isn't available.
 */
export function deferHydration(html: string): string {
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  let rewritten = 0;
  const result = withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/g, (_whole, body: string) => {
    rewritten++;
    return `<script type="module">${deferredLoader(body)}</script>`;
  });
  if (rewritten !== 1) throw new Error(`defer-hydration: expected React Router's one module script, found ${rewritten}`);
  return result;
}

function deferredLoader(body: string): string {
  const imports = [...body.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)].map(([, name, url], index) => ({ name: name ?? `unused${index}`, url }));
  const registry = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  if (!registry || !entry || imports.length === 0) throw new Error("defer-hydration: React Router's module script has an unexpected shape");
  const load = `Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(",")}]).then(([${imports.map((i) => i.name).join(",")}])=>{window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})})`;
  return [
    `let started=false;const start=()=>{if(started)return;started=true;${load}};`,
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{}`,
    // After load, wait one frame so the page is painted first even where paint timing is missing.
    `const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));if(document.readyState==="complete")afterFrame();else addEventListener("load",afterFrame,{once:true});`,
  ].join("");
}
