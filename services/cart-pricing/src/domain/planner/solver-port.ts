/**
 * The planner's port to a mixed-integer linear program solver: the domain builds the model as
 * plain arrays and reads the values back, so it never loads the solver itself.
 */

/** minimise colCost·x subject to rowLower ≤ A·x ≤ rowUpper and colLower ≤ x ≤ colUpper. */
export interface MilpModel {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** A in compressed sparse rows: row r's entries are at starts[r] ≤ k < starts[r + 1]. */
  matrix: { starts: Int32Array; indices: Int32Array; values: Float64Array };
  /** 1 for an integer column, 0 for a continuous one. */
  integrality: Uint8Array;
}

export interface SolveOptions {
  timeLimitMs: number;
  /** Stop once (plan − bound) / plan is at most this. */
  relativeGap: number;
  /** A feasible point to start from: the solver improves it rather than searching from scratch. */
  start?: Float64Array;
}

export type SolveStatus = 'optimal' | 'time-limit' | 'infeasible' | 'no-solution';

export interface MilpSolution {
  /** 'no-solution': the limit came before any feasible point (or the solver could not say). */
  status: SolveStatus;
  /** Present when a feasible point was found. */
  colValue: Float64Array | null;
  objective: number | null;
  /** (objective − bound) / objective; null while there is no bound. */
  gap: number | null;
  /** Wall time of the solve, in milliseconds. */
  ms: number;
}

export type MilpSolver = (model: MilpModel, options: SolveOptions) => Promise<MilpSolution>;

/** The solver has more work queued than it takes: ask again shortly. */
export class SolverBusyError extends Error {
  constructor() {
    super('The menu planner is busy; try again in a few seconds.');
  }
}

/** The solver failed or stopped (a crash, a watchdog, a shutdown): the plan may be asked again. */
export class SolverFailedError extends Error {}
