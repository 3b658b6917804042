/** Deterministic randomness for the catalogue generator: the same seed, the same data. */

/** mulberry32: small, fast and good enough for test data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  /** Picks a key by weight. */
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let r = next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [k, w] of entries) {
      r -= w;
      if (r < 0) return k;
    }
    return entries.at(-1)![0];
  };
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, weighted, sample };
}
export type Rng = ReturnType<typeof prng>;

/** UUID v7 from a fixed clock (one millisecond per id) and the PRNG: deterministic and ordered. */
export function uuidFactory(rng: Rng, seed: number) {
  let clock = Date.UTC(2025, 0, 1) + (seed % 100_000) * 1_000_000;
  const hex = (n: number, digits: number) => Math.floor(n).toString(16).padStart(digits, '0');
  return () => {
    const ms = clock++;
    const time = hex(ms, 12);
    const randA = hex(rng.next() * 0x1000, 3);
    const variant = (8 + Math.floor(rng.next() * 4)).toString(16);
    const randB =
      hex(rng.next() * 0x1000, 3) + hex(rng.next() * 0x1000000, 6) + hex(rng.next() * 0x1000000, 6);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${randA}-${variant}${randB.slice(0, 3)}-${randB.slice(3)}`;
  };
}
