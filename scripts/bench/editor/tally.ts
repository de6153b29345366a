/**
 * What one visit's network carried (tab-traffic.ts's record), added up: by type and in all, as sent; the script
 * requested before the list showed, in gzip (issue 44's budget); the responses by where they came from.
 */
import { BROWSER_ENCODINGS, sentSize } from "./sent-size.ts";
import { KINDS, SOURCES, kindOf, overTheNetwork, type Kind, type Received, type Traffic } from "./tab-traffic.ts";

export interface Tally {
  /** What the network carried, by type and in all (KB, headers included, as sent). */
  kb: Record<Kind | "all", number>;
  /** Script requested over the network before the list showed, in KB gzip (as the server compresses it), and which. */
  scriptBeforeListKb: number;
  scriptsBeforeList: string[];
  responses: Record<Received["source"], number>;
  offHost: Traffic["failed"];
  /** Requests for the editor's own origin that ended in an error (a download the tap's navigation cut short). */
  failed: Traffic["failed"];
  /** Downloads of a document the tab had left whose end Chromium never reported (tab-traffic.ts), and whether counted. */
  orphans: { path: string; counted: boolean }[];
  files: { path: string; type: string; status: number; source: Received["source"]; bytes: number; sentAt: number; note?: string }[];
}

/**
 * The downloads the list's page left under way when the tap loaded the file's (the file editor, fetched at idle):
 * Chromium reports no end for them, yet they go on into the HTTP cache, from which the file's page (or the service
 * worker, its fetch joining the download: 0 bytes of body) then takes the file. When another request of the visit
 * got that address and none carried its body over the network, that download finished: it is counted at the size
 * the server sends for it. Otherwise it is left out (what had arrived is not known; the figure is then a floor).
 */
async function finishedOrphans(traffic: Traffic): Promise<Received[]> {
  const carried = new Set(
    traffic.responses.filter((response) => overTheNetwork(response) && response.bytes > response.headerBytes).map((response) => response.url),
  );
  const counted: Received[] = [];
  for (const orphan of traffic.orphans()) {
    // Taken from the HTTP cache, or by a fetch that joined the download; not from the service worker's Cache Storage, which a visit before may have filled.
    const later = traffic.responses.find((response) => response.url === orphan.url && response.source !== "service worker");
    if (!later || carried.has(orphan.url)) continue;
    const { body, head } = await sentSize(orphan.url, BROWSER_ENCODINGS);
    counted.push({ ...later, source: "network", sentAt: orphan.sentAt ?? 0, bytes: body + head, headerBytes: head, note: "finished unseen" });
  }
  return counted;
}

export async function tally(traffic: Traffic, origin: string, listShownAt: number): Promise<Tally> {
  const orphansCounted = await finishedOrphans(traffic);
  const responses = [...traffic.responses, ...orphansCounted];
  const fromNetwork = responses.filter(overTheNetwork);
  const kb = (list: Received[]) => list.reduce((sum, response) => sum + response.bytes, 0) / 1024;
  const pathOf = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  // Sent for before the list showed, whether it finished or not: what the page asked for to show it.
  const scriptUrls = [
    ...new Set([
      ...fromNetwork.filter((response) => kindOf(response) === "script" && response.sentAt < listShownAt).map((response) => response.url),
      ...traffic
        .orphans()
        .filter((orphan) => orphan.type === "Script" && (orphan.sentAt ?? Infinity) < listShownAt)
        .map((orphan) => orphan.url),
    ]),
  ];
  const gzipBytes = await Promise.all(scriptUrls.map(async (url) => (await sentSize(url, "gzip")).body));
  return {
    kb: {
      ...(Object.fromEntries(KINDS.map((kind) => [kind, kb(fromNetwork.filter((response) => kindOf(response) === kind))])) as Record<Kind, number>),
      all: kb(fromNetwork),
    },
    scriptBeforeListKb: gzipBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    scriptsBeforeList: scriptUrls.map(pathOf),
    responses: Object.fromEntries(SOURCES.map((source) => [source, responses.filter((response) => response.source === source).length])) as Record<
      Received["source"],
      number
    >,
    offHost: traffic.failed.filter((failure) => !failure.url.startsWith(origin)),
    failed: traffic.failed.filter((failure) => failure.url.startsWith(origin)).map((failure) => ({ ...failure, url: pathOf(failure.url) })),
    orphans: traffic.orphans().map((orphan) => ({ path: pathOf(orphan.url), counted: orphansCounted.some((response) => response.url === orphan.url) })),
    files: responses.map((response) => ({
      path: pathOf(response.url),
      type: response.type,
      status: response.status,
      source: response.source,
      bytes: response.bytes,
      sentAt: response.sentAt,
      ...(response.note ? { note: response.note } : {}),
    })),
  };
}
