import { afterEach, describe, expect, it } from 'vitest';
import { type MilpModel, SolverBusyError } from '../../domain/planner/solver-port.js';
import { createHighsSolver, type HighsSolverOptions } from './highs-solver.js';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((solver) => solver.close()));
});

function openSolver(options: Partial<HighsSolverOptions> = {}) {
  const solver = createHighsSolver({ queueLimit: 4, ...options });
  opened.push(solver);
  return solver;
}

interface Row {
  lower: number;
  upper: number;
  terms: [column: number, coefficient: number][];
}

/** A model from readable rows; every column is an integer. */
function milp(columns: { cost: number; lower: number; upper: number }[], rows: Row[]): MilpModel {
  const entries = rows.flatMap((row) => row.terms);
  const starts = [0];
  for (const row of rows) starts.push((starts.at(-1) ?? 0) + row.terms.length);
  return {
    numCols: columns.length,
    numRows: rows.length,
    colCost: Float64Array.from(columns, (column) => column.cost),
    colLower: Float64Array.from(columns, (column) => column.lower),
    colUpper: Float64Array.from(columns, (column) => column.upper),
    rowLower: Float64Array.from(rows, (row) => row.lower),
    rowUpper: Float64Array.from(rows, (row) => row.upper),
    matrix: {
      starts: Int32Array.from(starts),
      indices: Int32Array.from(entries, ([column]) => column),
      values: Float64Array.from(entries, ([, coefficient]) => coefficient),
    },
    integrality: new Uint8Array(columns.length).fill(1),
  };
}

/** min 3x + 2y + 4z s.t. x + y + z ≥ 7.5, x − y ≤ 2, x ∈ 0..10, y ∈ 0..3, z ∈ 0..1: 21 at (5, 3, 0). */
const small = (atLeast = 7.5) =>
  milp(
    [
      { cost: 3, lower: 0, upper: 10 },
      { cost: 2, lower: 0, upper: 3 },
      { cost: 4, lower: 0, upper: 1 },
    ],
    [
      {
        lower: atLeast,
        upper: Infinity,
        terms: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
      {
        lower: -Infinity,
        upper: 2,
        terms: [
          [0, 1],
          [1, -1],
        ],
      },
    ],
  );

/**
 * A market split problem (Cornuéjols and Dawande), known to defeat branch and bound: pick 0/1
 * items so that each of 4 rows of random weights hits its target exactly. Surplus and shortfall
 * columns, at a cost, make any pick a plan; the planted pick meets every target, at cost 0.
 */
function marketSplit(items = 30, rows = 4) {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  const planted = Array.from({ length: items }, () => (random() < 0.5 ? 1 : 0));
  const weighted = Array.from({ length: rows }, () =>
    planted.map(() => Math.floor(random() * 100)),
  );
  const pick = Array.from({ length: items }, () => ({ cost: 0, lower: 0, upper: 1 }));
  const slack = Array.from({ length: 2 * rows }, () => ({ cost: 1, lower: 0, upper: Infinity }));
  const model = milp(
    [...pick, ...slack],
    weighted.map((weights, row) => {
      const target = weights.reduce((sum, weight, item) => sum + weight * (planted[item] ?? 0), 0);
      return {
        lower: target,
        upper: target,
        terms: [
          ...weights.map((weight, item): [number, number] => [item, weight]),
          [items + 2 * row, 1],
          [items + 2 * row + 1, -1],
        ],
      };
    }),
  );
  const start = new Float64Array(model.numCols);
  start.set(planted);
  return { model, start };
}

/** The model's rows, bounds and integrality, checked without the solver. */
function violations(model: MilpModel, x: Float64Array): string[] {
  const tolerance = 1e-6;
  const found: string[] = [];
  for (let column = 0; column < model.numCols; column++) {
    const value = x[column] ?? Number.NaN;
    const bounded =
      value >= (model.colLower[column] ?? 0) - tolerance &&
      value <= (model.colUpper[column] ?? 0) + tolerance;
    const whole =
      model.integrality[column] === 0 || Math.abs(value - Math.round(value)) < tolerance;
    if (!bounded || !whole) found.push(`column ${column} = ${value}`);
  }
  for (let row = 0; row < model.numRows; row++) {
    let activity = 0;
    for (let k = model.matrix.starts[row] ?? 0; k < (model.matrix.starts[row + 1] ?? 0); k++) {
      activity += (model.matrix.values[k] ?? 0) * (x[model.matrix.indices[k] ?? 0] ?? 0);
    }
    const lower = model.rowLower[row] ?? 0;
    const upper = model.rowUpper[row] ?? 0;
    if (activity < lower - tolerance || activity > upper + tolerance) {
      found.push(`row ${row}: ${activity} outside [${lower}, ${upper}]`);
    }
  }
  return found;
}

const quick = { timeLimitMs: 1_000, relativeGap: 0 };

describe('the HiGHS solver', () => {
  it('solves a small integer program to its known optimum, leaving the caller its arrays', async () => {
    const model = small();

    const solution = await openSolver().solve(model, quick);

    expect(solution).toMatchObject({ status: 'optimal', objective: 21, gap: 0 });
    expect(Array.from(solution.colValue ?? [])).toEqual([5, 3, 0]);
    expect(solution.ms).toBeGreaterThan(0);
    expect(Array.from(model.colCost)).toEqual([3, 2, 4]);
    expect(Array.from(model.integrality)).toEqual([1, 1, 1]);
  });

  it('says a model with no feasible point is infeasible, with no point', async () => {
    const atLeast20 = small(20);

    const solution = await openSolver().solve(atLeast20, quick);

    expect(solution).toMatchObject({ status: 'infeasible', colValue: null, objective: null });
  });

  it('stops at the time limit with the best point found so far, which meets every row', async () => {
    const { model } = marketSplit();
    const started = performance.now();

    const solution = await openSolver().solve(model, { timeLimitMs: 300, relativeGap: 0.01 });

    // The margin covers starting the worker and loading the Wasm, on a busy machine.
    expect(performance.now() - started).toBeLessThan(300 + 1_500);
    expect(solution.status).toBe('time-limit');
    expect(solution.objective).toBeGreaterThan(0);
    expect(solution.gap).toBeGreaterThan(0.01);
    expect(violations(model, solution.colValue ?? new Float64Array())).toEqual([]);
  });

  it('starts from the point it is given', async () => {
    const { model, start } = marketSplit();
    const solver = openSolver();
    const limits = { timeLimitMs: 300, relativeGap: 0.01 };

    const unaided = await solver.solve(model, limits);
    const started = await solver.solve(model, { ...limits, start });

    expect(unaided).toMatchObject({ status: 'time-limit' });
    expect(unaided.objective).toBeGreaterThan(0);
    expect(started).toMatchObject({ status: 'optimal', objective: 0 });
    expect(Array.from(started.colValue ?? [])).toEqual(Array.from(start));
  });

  it('solves without the start when HiGHS refuses it', async () => {
    const tooShort = new Float64Array([5, 3]);

    const solution = await openSolver().solve(small(), { ...quick, start: tooShort });

    expect(solution).toMatchObject({ status: 'optimal', objective: 21 });
  });

  it('turns a solve away at once when the queue is full, and answers the others', async () => {
    const solver = openSolver({ queueLimit: 1 });

    const [first, second, third] = await Promise.allSettled([
      solver.solve(small(), quick),
      solver.solve(small(), quick),
      solver.solve(small(), quick),
    ]);

    expect(first).toMatchObject({ status: 'fulfilled', value: { objective: 21 } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { objective: 21 } });
    expect(third).toMatchObject({ status: 'rejected', reason: expect.any(SolverBusyError) });
  });

  it('keeps the event loop free while it solves', async () => {
    const { model } = marketSplit();
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);

    const solution = await openSolver()
      .solve(model, { timeLimitMs: 1_000, relativeGap: 0 })
      .finally(() => clearInterval(ticking));

    expect(solution.status).toBe('time-limit');
    // A solve on the main thread would have let the interval run once, after it.
    expect(ticks).toBeGreaterThan(20);
  });

  it('replaces a worker that failed, after rejecting the solve it was running', async () => {
    const solver = openSolver();
    const malformed = { ...small(), numCols: 4 };

    await expect(solver.solve(malformed, quick)).rejects.toThrow(/colCost/);
    const next = await solver.solve(small(), quick);

    expect(next).toMatchObject({ status: 'optimal', objective: 21 });
  });

  it('stops a worker that overruns its time limit and carries on with a fresh one', async () => {
    const solver = openSolver({ graceMs: 0 });
    const { model } = marketSplit();

    // With no grace the deadline is the time limit itself: HiGHS spends all of it on this model,
    // after the worker has started and loaded the Wasm.
    await expect(solver.solve(model, { timeLimitMs: 100, relativeGap: 0 })).rejects.toThrow(
      /did not answer within 100 ms/,
    );
    const next = await solver.solve(small(), quick);

    expect(next).toMatchObject({ status: 'optimal', objective: 21 });
  });

  it('rejects what runs, what waits and what comes after it is closed', async () => {
    const solver = openSolver();
    const { model } = marketSplit();
    const runningAndWaiting = Promise.allSettled([
      solver.solve(model, { timeLimitMs: 5_000, relativeGap: 0 }),
      solver.solve(small(), quick),
    ]);

    await solver.close();

    const stopped = { status: 'rejected', reason: new Error('The menu planner has stopped.') };
    expect(await runningAndWaiting).toEqual([stopped, stopped]);
    await expect(solver.solve(small(), quick)).rejects.toThrow(/stopped/);
  });
});
