/** Reads a table's static markup back as cells, for the unit tests of DataTable and its builders. */
export interface MarkupCell {
  tag: "th" | "td";
  attrs: Record<string, string>;
  /** The attributes of the first link in the cell, if it has one. */
  link?: Record<string, string>;
  html: string;
  text: string;
}

export function decode(text: string): string {
  return text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

export function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));
}

/** The rows of one table section as cells, read from the static markup. */
export function tableSection(html: string, tag: "thead" | "tbody"): MarkupCell[][] {
  const body = new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, "s").exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, tr]) =>
    [...tr.matchAll(/<(th|td)([^>]*)>(.*?)<\/\1>/gs)].map(([, cellTag, attrs, inner]) => {
      const link = /<a([^>]*)>/.exec(inner);
      return {
        tag: cellTag as "th" | "td",
        attrs: attributes(attrs),
        link: link ? attributes(link[1]) : undefined,
        html: inner,
        text: decode(inner.replace(/<[^>]+>/g, "")),
      };
    }),
  );
}
