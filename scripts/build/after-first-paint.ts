/**
 * A page's module script run after the first paint (issue 24, item 3): every control of a prerendered page works
 * from its HTML, so the widgets' script (islands.ts) only adds the finer behaviour, and its modules must not share a
 * slow phone's connection with what the visitor sees first. `loaderFor` turns a module script (static imports, then
 * statements) into a loader that runs the same statements once the page has painted: at the browser's
 * first-contentful-paint entry, or a frame after `load` where paint timing isn't available. It works on parsed
 * JavaScript (acorn): the script is cut at the places the parser gives, never matched with a regular expression.
 */
import { parse as parseJs, type ImportDeclaration, type Program } from "acorn";

/** How an import's bindings are written once the module is a value: `route0`, `{ a: b }`, or nothing for a bare import. */
function bindingsOf(declaration: ImportDeclaration, index: number): { name: string; unpack: string } {
  const name = `module${index}`;
  const unpack = declaration.specifiers
    .map((specifier) => {
      if (specifier.type === "ImportNamespaceSpecifier") return `const ${specifier.local.name}=${name};`;
      if (specifier.type === "ImportDefaultSpecifier") return `const ${specifier.local.name}=${name}.default;`;
      const imported = specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);
      return `const ${specifier.local.name}=${name}[${JSON.stringify(imported)}];`;
    })
    .join("");
  return { name, unpack };
}

/**
 * The loader for a module script: its static imports become one Promise.all of dynamic imports, whose modules are
 * bound to the same names, then the script's other statements run as written.
 */
export function loaderFor(script: string): string {
  const program: Program = parseJs(script, { ecmaVersion: "latest", sourceType: "module" });
  const imports = program.body.filter((statement): statement is ImportDeclaration => statement.type === "ImportDeclaration");
  const rest = program.body.filter((statement) => statement.type !== "ImportDeclaration");
  if (imports.length === 0 || rest.length === 0) throw new Error("after-first-paint: the module script has no imports or nothing after them");
  const bindings = imports.map(bindingsOf);
  const load = [
    `Promise.all([${imports.map((declaration) => `import(${JSON.stringify(declaration.source.value)})`).join(",")}])`,
    `.then(([${bindings.map((binding) => binding.name).join(",")}])=>{`,
    bindings.map((binding) => binding.unpack).join(""),
    rest.map((statement) => script.slice(statement.start, statement.end)).join("\n"),
    "})",
  ].join("");
  return [
    `let started=false;const start=()=>{if(started)return;started=true;${load}};`,
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{}`,
    // After load, one frame more, so the page has painted even where paint timing is missing.
    `const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));if(document.readyState==="complete")afterFrame();else addEventListener("load",afterFrame,{once:true});`,
  ].join("");
}
