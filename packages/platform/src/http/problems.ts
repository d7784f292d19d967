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
 * What the contract kept must also be text the shop stores (ADR 0011).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: InputPart,
): z.infer<Schema> {
  const input = value ?? (part === 'body' ? undefined : {});
  const result = schema.safeParse(input);
  if (result.success) {
    const refused = refusedText(result.data, part);
    if (refused.length > 0) return failWith(part, refused);
    return result.data;
  }
  // Parsed again, keeping each issue's input, to tell a missing field from a wrong one.
  // Only refusals pay for it: keeping inputs makes every parse about ten times slower.
  const { error } = schema.safeParse(input, { reportInput: true });
  const fields = (error?.issues ?? []).flatMap((issue): FieldProblem[] => {
    // A strict object's unknown keys, one problem each, so that a misspelt
    // parameter (cookingTimeMx) is named as the field at fault.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = [...issue.path, key].join('.');
        return { field, rule: issue.code, message: `${field} is not a known field` };
      });
    }
    // A path that names nothing (none, or one empty key) is the part itself.
    const field = issue.path.join('.') || part;
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return [{ field, rule: issue.code, message: `${field} ${message}` }];
  });
  return failWith(part, fields);
}

// Tab and newline are part of text; other control characters are not, and PostgreSQL refuses
// NUL in text outright. With the u flag a surrogate pair is one character, so \p{Cs} matches
// only half of one, which no UTF-8 column or JSON value can store.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** Where a value sits in an input: its key, under its parent's place. */
interface Place {
  key: string;
  parent: Place | undefined;
}

function fieldAt(place: Place | undefined, part: InputPart): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  // As for the contract's own problems: a path that names nothing is the part itself.
  return keys.reverse().join('.') || part;
}

/**
 * Every string in a parsed input, keys too, that the shop does not take as text: one
 * problem per string, named by its path. A loop over linked places rather than recursion
 * or copied paths, so that a body nested 100,000 deep costs neither the stack nor memory.
 */
function refusedText(value: unknown, part: InputPart): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // The field's name is put together only for a string refused: most strings pass.
  const refuse = (text: string, place: Place | undefined) => {
    const rule = brokenTextRule(text);
    if (rule) problems.push(textProblem(rule, fieldAt(place, part)));
    return rule !== undefined;
  };
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      refuse(item, place);
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        pending.push({ value: element, place: { key: String(index), parent: place } });
      });
    } else if (isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        const at = { key, parent: place };
        if (!refuse(key, at)) pending.push({ value: element, place: at });
      }
    }
  }
  return problems;
}

type TextRule = 'control-character' | 'ill-formed-unicode';

function brokenTextRule(text: string): TextRule | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'control-character';
  if (LONE_SURROGATE.test(text)) return 'ill-formed-unicode';
  return undefined;
}

function textProblem(rule: TextRule, field: string): FieldProblem {
  const broken =
    rule === 'control-character'
      ? 'must not contain control characters (only tab and new line)'
      : 'must be well-formed Unicode text';
  return { field, rule, message: `${field} ${broken}` };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function failWith(part: InputPart, fields: FieldProblem[]): never {
  const summary = fields.map((f) => f.message).join('; ');
  throw badRequest(`The request ${part} is not valid: ${summary}.`, fields);
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
