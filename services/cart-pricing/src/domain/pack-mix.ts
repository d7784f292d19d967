/**
 * The cheapest mix of packs that covers a need: an unbounded covering knapsack, solved
 * exactly by dynamic programming (never greedily: 3 x 400 g can beat 1 x 1 kg + 1 x 250 g).
 *
 * Scaling. Pack sizes are positive numbers in the ingredient's base unit (g, ml, unit) and may
 * carry decimals; needs are fractional. Sizes are scaled by the smallest power of ten (1 to
 * 1000) that makes them all whole (beyond 3 decimals they are rounded to 0.001 base unit),
 * then divided by their greatest common divisor `g`. Every mix then totals a whole number of
 * steps of `g`, so "total >= need" is the same as "steps >= N" with N = ceil(need / g):
 * a 10,000 g and a 500 g pack make steps of 500 g, and a 2,340 g need is N = 5 steps.
 *
 * Bound. Prices are positive, so an optimal mix never totals N + S steps or more, S being the
 * largest pack in steps: if it did, dropping any one pack (at most S steps) would still cover
 * N at a strictly lower cost. The search therefore covers totals 0 .. N + S - 1 only, which
 * keeps it exact and its size at most N + S states per pack size. Within a table that reaches
 * N + S, the cheapest total >= N is therefore the answer, so a table kept per offer set
 * (`packMixer`) answers any smaller need by one look-up.
 *
 * Ties: lowest cost, then least leftover (smallest total), then fewest packs; among mixes
 * still equal, the one built from the packs earliest in (productId, packSize) order.
 */

export interface PackOffer {
  productId: string;
  /** Pack content in the ingredient's base unit, > 0. */
  packSize: number;
  /** Price of one pack in integer cents, > 0. */
  priceCents: number;
}

export interface PackCount {
  productId: string;
  count: number;
}

export interface PackMix {
  /** Packs bought, by productId, counts > 0. */
  packs: readonly PackCount[];
  /** Total content of the packs bought, in base units. */
  quantity: number;
  costCents: number;
}

/** Beyond this many states the need is not a grocery need; refuse rather than stall. */
export const MAX_SEARCH_STATES = 5_000_000;

/** Answers a mixer keeps, by need in steps, before it forgets them all. */
const MAX_KEPT_ANSWERS = 4096;

const nothing = (): PackMix => ({ packs: [], quantity: 0, costCents: 0 });

export class NoPackCoversError extends Error {
  constructor(need: number) {
    super(`no pack is offered to cover a need of ${need}`);
    this.name = 'NoPackCoversError';
  }
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The power of ten (1..1000) that makes every size whole, within float noise. */
function scaleFor(sizes: readonly number[]): number {
  for (const scale of [1, 10, 100, 1000]) {
    if (sizes.every((size) => Math.abs(size * scale - Math.round(size * scale)) < 1e-6)) {
      return scale;
    }
  }
  return 1000;
}

function validate(packs: readonly PackOffer[]): void {
  for (const pack of packs) {
    if (!(Number.isFinite(pack.packSize) && pack.packSize > 0)) {
      throw new RangeError(`${pack.productId}: pack size must be positive, got ${pack.packSize}`);
    }
    if (!(Number.isInteger(pack.priceCents) && pack.priceCents > 0)) {
      throw new RangeError(
        `${pack.productId}: price must be positive cents, got ${pack.priceCents}`,
      );
    }
  }
}

/**
 * The cheapest mix for any need, from one set of offers. The table of cheapest totals does not
 * depend on the need, so it is built once and grown on demand: pricing the same ingredient
 * again (another cart, a recipe priced alone for its kit cost) only scans the last S totals.
 * The offers are validated and ordered once, when the mixer is made.
 */
export function packMixer(offers: readonly PackOffer[]): (need: number) => PackMix {
  validate(offers);
  // Deterministic order, whatever order the catalog listed the products in.
  const packs = [...offers].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : a.packSize - b.packSize,
  );
  const scale = scaleFor(packs.map((p) => p.packSize));
  const steps = packs.map((p) => Math.max(1, Math.round(p.packSize * scale)));
  const step = steps.length > 0 ? steps.reduce(gcd) : 1;
  for (let i = 0; i < steps.length; i++) steps[i] = (steps[i] as number) / step;
  const largest = Math.max(0, ...steps);
  const prices = packs.map((p) => p.priceCents);

  let cost = new Float64Array(1);
  let count = new Int32Array(1);
  let choice = new Int32Array(1).fill(-1);
  // bestFrom[N]: the cheapest total >= N within the table (smallest on ties); by "Bound" it is
  // the answer for N once the table reaches N + S.
  let bestFrom = new Int32Array(1);
  let filled = 1; // totals 0 .. filled - 1 are computed; total 0 costs nothing
  const maxSize = Math.floor(MAX_SEARCH_STATES / Math.max(1, packs.length));

  /** Computes totals up to at least size - 1, doubling, so growing costs O(1) per total. */
  function fill(size: number): void {
    if (size <= filled) return;
    if (size > maxSize) {
      throw new RangeError(`need is too large to price exactly (${size} states)`);
    }
    const target = Math.min(maxSize, Math.max(size, filled * 2));
    const grow = <T extends Float64Array | Int32Array>(old: T, fresh: T): T => {
      fresh.set(old.subarray(0, filled));
      return fresh;
    };
    cost = grow(cost, new Float64Array(target));
    count = grow(count, new Int32Array(target));
    choice = grow(choice, new Int32Array(target));
    bestFrom = new Int32Array(target);
    for (let total = filled; total < target; total++) {
      let bestCost = Number.POSITIVE_INFINITY;
      let bestCount = 0;
      let bestChoice = -1;
      for (let i = 0; i < packs.length; i++) {
        const from = total - (steps[i] as number);
        if (from < 0) continue;
        const base = cost[from] as number;
        if (base === Number.POSITIVE_INFINITY) continue;
        const c = base + (prices[i] as number);
        const n = (count[from] as number) + 1;
        if (c < bestCost || (c === bestCost && n < bestCount)) {
          bestCost = c;
          bestCount = n;
          bestChoice = i;
        }
      }
      cost[total] = bestCost;
      count[total] = bestCount;
      choice[total] = bestChoice;
    }
    filled = target;
    let best = -1;
    for (let total = filled - 1; total >= 0; total--) {
      const c = cost[total] as number;
      // Cheaper, or as cheap with less leftover (a smaller total), wins.
      if (c !== Number.POSITIVE_INFINITY && (best === -1 || c <= (cost[best] as number))) {
        best = total;
      }
      bestFrom[total] = best;
    }
  }

  /** The packs of the cheapest mix totalling `best` steps, frozen: answers are shared. */
  function mixAt(best: number): PackMix {
    // A covering total always exists: the largest pack repeated reaches [N, N + S).
    const counts = new Map<number, number>();
    for (let total = best; total > 0; ) {
      const i = choice[total] as number;
      counts.set(i, (counts.get(i) ?? 0) + 1);
      total -= steps[i] as number;
    }
    const byProduct = new Map<string, number>();
    let quantity = 0;
    for (const [i, n] of [...counts].sort((a, b) => a[0] - b[0])) {
      const pack = packs[i] as PackOffer;
      byProduct.set(pack.productId, (byProduct.get(pack.productId) ?? 0) + n);
      quantity += n * pack.packSize;
    }
    const packCounts = [...byProduct].map(([productId, n]) =>
      Object.freeze({ productId, count: n }),
    );
    return Object.freeze({
      packs: Object.freeze(packCounts),
      quantity,
      costCents: cost[best] as number,
    });
  }

  const answers = new Map<number, PackMix>();
  return (need: number): PackMix => {
    if (!(need > 0)) return nothing(); // also NaN
    if (!Number.isFinite(need)) throw new RangeError(`need must be finite, got ${need}`);
    if (packs.length === 0) throw new NoPackCoversError(need);
    // Snap away float noise before the ceiling, so 0.3 / 0.1 is 3 steps, not 4.
    const ratio = (need * scale) / step;
    const needSteps = Math.max(1, Math.ceil(Math.round(ratio * 1e6) / 1e6));
    fill(needSteps + largest); // totals 0 .. N + S - 1 (see "Bound")
    const known = answers.get(needSteps);
    if (known) return known;
    const answer = mixAt(bestFrom[needSteps] as number);
    // Kept for the next cart; past MAX_KEPT_ANSWERS distinct needs, start again rather than grow.
    if (answers.size >= MAX_KEPT_ANSWERS) answers.clear();
    answers.set(needSteps, answer);
    return answer;
  };
}

/** One need priced once; prefer `packMixer` when the same offers price several needs. */
export function cheapestPackMix(need: number, offers: readonly PackOffer[]): PackMix {
  if (!(need > 0)) return nothing();
  return packMixer(offers)(need);
}
