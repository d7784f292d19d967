import type { FieldProblem } from '@mise/contracts';
import { ApiError } from '@/shared/api/http';

/** A refused save as the form shows it: a line under each field at fault, or one for the form. */
export type SaveProblems = {
  /** By the field's path as the server names it (`firstName`, `addresses.0.postalCode`). */
  fields: Record<string, FieldProblem>;
  /** Said once for the whole form: a failure that names no field the form shows. */
  general: string | null;
};

export const noProblems: SaveProblems = { fields: {}, general: null };

/**
 * Sorts the server's answer to a save over the form's fields. `shown` are the paths the form
 * has inputs for; a problem with any other field goes into the general line, in the server's
 * own sentence, which names the field. Without problem details there is no sentence to show:
 * the general line is null and the caller says the save failed in its own words.
 */
export function saveProblemsOf(error: unknown, shown: readonly string[]): SaveProblems {
  if (!(error instanceof ApiError) || !error.problem) return noProblems;
  const fields: Record<string, FieldProblem> = {};
  const elsewhere: FieldProblem[] = [];
  for (const problem of error.fields) {
    if (shown.includes(problem.field)) fields[problem.field] ??= problem;
    else elsewhere.push(problem);
  }
  const general =
    elsewhere.length > 0 || Object.keys(fields).length === 0 ? error.problem.message : null;
  return { fields, general };
}

/** What is wrong with the field, without the field's path the server puts in front. */
export function ruleText({ field, message }: FieldProblem): string {
  return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

/** The server's two ways of saying a value is missing: a rule's 'Required', a type's. */
export function isMissing(problem: FieldProblem): boolean {
  const text = ruleText(problem);
  return text === 'Required' || text === 'is required';
}
