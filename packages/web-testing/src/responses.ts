import type { FieldProblem } from '@mise/contracts';
import type { HttpResponseResolver } from 'msw';
import type { z } from 'zod';

/** Test support: answers as the shop's services give them, for the fake APIs' handlers. */

/** The problems parseInput reports for a body its contract refuses. */
function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = [...issue.path, key].join('.');
        return { field, rule: issue.code, message: `${field} is not a known field` };
      });
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return [{ field, rule: issue.code, message: `${field} ${message}` }];
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export function problem(status: number, title: string, message: string, fields?: FieldProblem[]) {
  return json(
    { type: `https://mise.ca/problems/${title}`, title, status, message, fields },
    status,
  );
}

/** The 400 parseInput answers for input its contract refuses, naming each field and rule. */
export function refusal(error: z.ZodError, what = 'request body') {
  const fields = fieldProblems(error);
  const summary = fields.map((field) => field.message).join('; ');
  return problem(400, 'Bad Request', `The ${what} is not valid: ${summary}.`, fields);
}

export function parsed<Schema extends z.ZodType>(schema: Schema, body: unknown) {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return { value: result.data as z.infer<Schema> };
  return { refused: refusal(result.error) };
}

export type FakeRequest = { method: string; path: string; body: unknown; search: URLSearchParams };

/** A request as a fake reads it: what was asked for, with the JSON body parsed. */
export async function requestOf(request: Request): Promise<FakeRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    body: text === '' ? undefined : JSON.parse(text),
    search: url.searchParams,
  };
}

/** A call as a fake records it, with the headers it carried. */
export type RecordedRequest = FakeRequest & { headers: Headers };

/** A fake's `requestsTo`: of the calls it recorded, those to `path`, or to `method path`. */
export const requestsAmong =
  <Recorded extends { method: string; path: string }>(requests: Recorded[]) =>
  (...asked: [path: string] | [method: string, path: string]) => {
    const [method, path] = asked.length === 1 ? [undefined, asked[0]] : asked;
    return requests.filter(
      (request) => request.path === path && (!method || request.method === method),
    );
  };

/**
 * The paths a fake answers 500 for, as its service does when it is down: those a test gives
 * from the start and those it names with `fail(path)` later, until `recover()`.
 */
export function failingPaths(paths: string[] = []) {
  const failing = new Set(paths);
  return {
    /** The 500 a call to `path` gets while it fails; undefined while it works. */
    answerTo: (path: string) => (failing.has(path) ? json({ message: 'down' }, 500) : undefined),
    fail: (path: string) => {
      failing.add(path);
    },
    recover: () => failing.clear(),
  };
}

/**
 * What MSW hands a fake's handler for one call (the request, its id, the path's parameters):
 * the argument of an `http.get(path, resolver)` resolver, typed once for every fake.
 */
export type ResolverInfo = Parameters<HttpResponseResolver>[0];

/** The path's parameters of a call, each one text (the fakes' paths repeat none). */
export const paramsOf = ({ params }: ResolverInfo) => params as Record<string, string>;

type Asking<Asked extends unknown[]> = {
  requestsTo: (...asked: Asked) => unknown[];
  requestsUnder?: (prefix: string) => unknown[];
};

/**
 * `fake` as a test composing several fakes reads it: its `requestsTo` (and `requestsUnder`, if
 * it has one) also list the calls the `others` answered (each path is one service's, so one
 * fake answers each).
 */
export function withCallsOf<Asked extends unknown[], Fake extends Asking<Asked>>(
  // `& Asking<Asked>` lets TypeScript read what `requestsTo` takes off the fake itself.
  fake: Fake & Asking<Asked>,
  ...others: Array<Pick<Fake, 'requestsTo'> & Partial<Pick<Fake, 'requestsUnder'>>>
): Fake {
  const all = [fake, ...others];
  const requestsTo = (...asked: Asked) => all.flatMap((each) => each.requestsTo(...asked));
  const requestsUnder = (prefix: string) =>
    all.flatMap((each) => each.requestsUnder?.(prefix) ?? []);
  return { ...fake, requestsTo, ...(fake.requestsUnder && { requestsUnder }) };
}
