export interface Grid {
  default: number;
  min: number;
  increment: number;
}

/** The servings a recipe may be bought at, the first few: "2, 4, 6, 8… (4 first)". */
export function servingsText(grid: Grid): string {
  const steps = Array.from({ length: 4 }, (_, index) => grid.min + index * grid.increment);
  return `${steps.join(', ')}… (${grid.default} first)`;
}

/** Why a grid is refused, as the server would say it, or null when it is good. */
export function gridProblem(grid: Partial<Grid>): string | null {
  const { default: byDefault, min, increment } = grid;
  if (![byDefault, min, increment].every((n) => Number.isInteger(n) && (n as number) >= 1)) {
    return 'Each figure is a whole number, 1 or more.';
  }
  if ((byDefault as number) < (min as number)) return 'The default is at least the minimum.';
  if (((byDefault as number) - (min as number)) % (increment as number) !== 0) {
    return 'The default is on the grid: the minimum plus whole steps.';
  }
  return null;
}
