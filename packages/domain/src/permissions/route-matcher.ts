/**
 * A small path matcher with React Router's pattern syntax (`/a/:id`, optional `:id?`).
 * Static segments match case-insensitively, as React Router does by default. Among the
 * patterns that fit, the most specific wins: segments are compared left to right and a
 * static segment beats a parameter; equal shapes keep table order.
 */
type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

export type PathParams = Record<string, string>;
export type PathMatch<T> = { value: T; params: PathParams };

type Compiled<T> = { value: T; segments: readonly Segment[]; order: number };

function parseSegment(raw: string): { segment: Segment; optional: boolean } {
  if (raw.startsWith(':')) {
    const optional = raw.endsWith('?');
    const name = raw.slice(1, optional ? -1 : undefined);
    if (!name) throw new Error(`Empty parameter name in pattern segment "${raw}"`);
    return { segment: { kind: 'param', name }, optional };
  }
  return { segment: { kind: 'static', value: raw.toLowerCase() }, optional: false };
}

/** Every concrete shape of a pattern: each optional parameter present or absent. */
export function explodePattern(pattern: string): Segment[][] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with "/": ${pattern}`);
  const raws = pattern.split('/').filter((s) => s !== '');
  let shapes: Segment[][] = [[]];
  for (const raw of raws) {
    const { segment, optional } = parseSegment(raw);
    const withIt = shapes.map((shape) => [...shape, segment]);
    shapes = optional ? [...shapes, ...withIt] : withIt;
  }
  return shapes;
}

/** '/a/b/?x=1#y' → ['a', 'b']; undefined when the path is not absolute or has an empty segment. */
export function pathSegments(pathname: string): string[] | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return [];
  const segments = trimmed.slice(1).split('/');
  return segments.includes('') ? undefined : segments;
}

function compare(a: Compiled<unknown>, b: Compiled<unknown>): number {
  for (let i = 0; i < a.segments.length; i++) {
    const ka = a.segments[i]?.kind;
    const kb = b.segments[i]?.kind;
    if (ka !== kb) return ka === 'static' ? -1 : 1;
  }
  return a.order - b.order;
}

function bind(segments: readonly Segment[], parts: readonly string[]): PathParams | undefined {
  const params: PathParams = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.kind === 'static') {
      if (segment.value !== part.toLowerCase()) return undefined;
      continue;
    }
    try {
      params[segment.name] = decodeURIComponent(part);
    } catch {
      return undefined;
    }
  }
  return params;
}

/**
 * Builds a matcher over `entries`. `accept` may refuse a candidate after binding (e.g. a
 * catch-all shop name that is a reserved word); the next most specific one is tried.
 */
export function createPathMatcher<T>(
  entries: readonly T[],
  patternOf: (entry: T) => string,
  accept: (entry: T, params: PathParams) => boolean = () => true,
): (pathname: string) => PathMatch<T> | undefined {
  const byLength = new Map<number, Compiled<T>[]>();
  entries.forEach((value, order) => {
    for (const segments of explodePattern(patternOf(value))) {
      const list = byLength.get(segments.length) ?? [];
      list.push({ value, segments, order });
      byLength.set(segments.length, list);
    }
  });
  for (const list of byLength.values()) list.sort(compare);

  return (pathname) => {
    const parts = pathSegments(pathname);
    if (!parts) return undefined;
    for (const candidate of byLength.get(parts.length) ?? []) {
      const params = bind(candidate.segments, parts);
      if (params && accept(candidate.value, params)) return { value: candidate.value, params };
    }
    return undefined;
  };
}
