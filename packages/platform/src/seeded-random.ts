/**
 * Mulberry32: a small, fast, seedable generator of numbers in [0, 1). Pure (no Node API), so
 * domain code and scripts can draw the same sequence from the same seed anywhere.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
