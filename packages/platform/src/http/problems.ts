import type { FieldProblem, Problem } from '@mise/contracts';
import type { z } from 'zod';

/**
 * An error that knows how to answer: thrown anywhere in a handler, the
 * server's error handler turns it into application/problem+json.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'HttpProblem';
  }

  toProblem(requestId?: string): Problem {
    return {
      type: `https://mise.ca/problems/${slug(this.title)}`,
      title: this.title,
      status: this.status,
      message: this.message,
      ...(requestId ? { requestId } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: FieldProblem[]) =>
  new HttpProblem(400, 'Bad Request', message, fields);
export const notFound = (message: string) => new HttpProblem(404, 'Not Found', message);
export const unprocessable = (message: string, fields?: FieldProblem[]) =>
  new HttpProblem(422, 'Unprocessable Content', message, fields);

export type InputPart = 'body' | 'query' | 'params' | 'headers';

/**
 * Validates one part of a request against its contract; on failure throws a
 * 400 naming every bad field and the rule it broke, before anything changes.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: InputPart,
): z.infer<Schema> {
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}), {
    reportInput: true,
  });
  if (result.success) return result.data;
  const fields = result.error.issues.flatMap((issue): FieldProblem[] => {
    // A strict object's unknown keys, one problem each, so that a misspelt
    // parameter (cookingTimeMx) is named as the field at fault.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = [...issue.path, key].join('.');
        return { field, rule: issue.code, message: `${field} is not a known field` };
      });
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : part;
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return [{ field, rule: issue.code, message: `${field} ${message}` }];
  });
  return failWith(part, fields);
}

function failWith(part: InputPart, fields: FieldProblem[]): never {
  const summary = fields.map((f) => f.message).join('; ');
  throw badRequest(`The request ${part} is not valid: ${summary}.`, fields);
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
