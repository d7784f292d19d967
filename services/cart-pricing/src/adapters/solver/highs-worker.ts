import type { Highs, ModelData } from 'highs';
import type { MilpModel, MilpSolution, SolveOptions } from '../../domain/planner/solver-port.js';

/** What the main thread asks the worker: one model, solved on a fresh HiGHS model. */
export interface SolveJob {
  /** The integrality vector is a copy made for the job, which the worker can take over. */
  model: ModelData & { integrality: Int32Array<ArrayBuffer> };
  options: { output_flag: false; time_limit: number; mip_rel_gap: number; random_seed: number };
  start: Float64Array | null;
}

type ModelStatusName = keyof Highs['constants']['modelStatus'];

/** What the worker answers: HiGHS's own words, turned into the port's by toSolution. */
export interface SolveAnswer {
  status: ModelStatusName;
  colValue: Float64Array | null;
  objective: number | null;
  /** HiGHS's mip_gap: Infinity while there is no bound, and for a model without integers. */
  gap: number;
  ms: number;
}

/**
 * The worker's code, run with `eval: true` so that it does not depend on a .js file being built
 * beside this source (vitest runs the TS sources, tsc does not copy other files). It loads the
 * highs module from the path the main thread resolved.
 *
 * Anything thrown while solving is left uncaught: the worker then exits and the main thread starts
 * a fresh one, because a Wasm abort leaves the instance unusable. That is also why a failed solve
 * does not dispose its model: the Wasm memory goes with the worker.
 */
export const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const loadHighs = require(workerData.highsPath);
loadHighs().then((highs) => {
  const statusNames = new Map(Object.entries(highs.constants.modelStatus).map(([name, code]) => [code, name]));
  parentPort.on('message', ({ model, options, start }) => {
    const started = performance.now();
    const solving = highs.createModel(model);
    solving.options.set(options);
    if (start) {
      try {
        solving.setSolution({ colValue: start });
      } catch {
        // A start HiGHS refuses (wrong length, not a number) only costs the head start.
      }
    }
    const { modelStatus } = solving.run();
    const hasPoint = solving.info.get('primal_solution_status') === highs.constants.solutionStatus.feasible;
    const answer = {
      status: statusNames.get(modelStatus),
      colValue: hasPoint ? solving.getSolution().colValue : null,
      objective: hasPoint ? solving.getObjectiveValue() : null,
      gap: solving.info.get('mip_gap'),
      ms: performance.now() - started,
    };
    solving.dispose();
    parentPort.postMessage(answer, answer.colValue ? [answer.colValue.buffer] : []);
  });
});
`;

/**
 * The job for one solve. The caller's arrays are copied by postMessage rather than transferred,
 * so a caller may solve the same model again (a swap re-solves with a few bounds changed).
 */
export function toJob(model: MilpModel, options: SolveOptions): SolveJob {
  const { numCols, numRows, matrix } = model;
  return {
    model: {
      numCols,
      numRows,
      colCost: model.colCost,
      colLower: model.colLower,
      colUpper: model.colUpper,
      rowLower: model.rowLower,
      rowUpper: model.rowUpper,
      matrix: { format: 'csr', numRows, numCols, ...matrix },
      integrality: Int32Array.from(model.integrality),
    },
    options: {
      output_flag: false,
      time_limit: options.timeLimitMs / 1000,
      mip_rel_gap: options.relativeGap,
      // The same model gives the same plan from one run to the next.
      random_seed: 1,
    },
    start: options.start ?? null,
  };
}

export function toSolution({ status, colValue, objective, gap, ms }: SolveAnswer): MilpSolution {
  const solved =
    status === 'optimal' || status === 'infeasible'
      ? status
      : colValue
        ? 'time-limit'
        : 'no-solution';
  // A model without integers has no MIP gap; proved optimal, it has none left.
  const knownGap = Number.isFinite(gap) ? gap : solved === 'optimal' ? 0 : null;
  return { status: solved, colValue, objective, gap: knownGap, ms };
}
