import { EVENT_ID, SCALAR_STYLE, getScalarValue, parseEvents } from "js-yaml";

/** A place in a YAML file, 1-based as editors show it. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Where a value sits in the file, and where its key sits (for mapping entries). */
export interface NodeLocation {
  value: SourcePosition;
  key?: SourcePosition;
}

/** Turns character offsets into line and column numbers. */
export function positionFinder(source: string): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
}

/** JSON Pointer of a path, as ajv reports `instancePath` ("/items/0/question"). */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((part) => "/" + String(part).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

interface Frame {
  kind: "mapping" | "sequence";
  path: (string | number)[];
  index: number;
  pendingKey?: { name: string; offset: number };
}

/**
 * Maps every node of a YAML document to its position, keyed by JSON Pointer, using js-yaml's
 * event stream (which keeps source offsets). Call only on text that js-yaml has already parsed.
 */
export function locateNodes(source: string): Map<string, NodeLocation> {
  const at = positionFinder(source);
  const locations = new Map<string, NodeLocation>();
  const stack: Frame[] = [];

  /** Works out the path of the node that starts now, or records a mapping key. */
  const place = (offset: number, isScalar: boolean, scalarText?: string): (string | number)[] | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) return [];
    if (parent.kind === "sequence") return [...parent.path, parent.index++];
    if (!parent.pendingKey) {
      if (isScalar) parent.pendingKey = { name: scalarText ?? "", offset };
      return undefined;
    }
    const key = parent.pendingKey;
    parent.pendingKey = undefined;
    const path = [...parent.path, key.name];
    locations.set(toPointer(path), { value: at(offset), key: at(key.offset) });
    return path;
  };

  for (const event of parseEvents(source, {})) {
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) {
      const path = place(event.start, false) ?? [];
      const pointer = toPointer(path);
      if (!locations.has(pointer)) locations.set(pointer, { value: at(event.start) });
      stack.push({ kind: event.type === EVENT_ID.MAPPING ? "mapping" : "sequence", path, index: 0 });
    } else if (event.type === EVENT_ID.SCALAR) {
      const quoted = event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const start = event.tagStart >= 0 ? event.tagStart : event.valueStart - (quoted ? 1 : 0);
      const path = place(start, true, getScalarValue(source, event));
      if (path) {
        const pointer = toPointer(path);
        if (!locations.has(pointer)) locations.set(pointer, { value: at(start) });
      }
    } else if (event.type === EVENT_ID.ALIAS) {
      place(event.anchorStart, false);
    } else if (event.type === EVENT_ID.POP) {
      stack.pop();
    }
  }
  return locations;
}
