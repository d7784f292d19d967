import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpProblem, parseInput } from './problems.js';

/**
 * The text rule of ADR 0011, said code point by code point: tab and new line are text; the
 * other C0 controls, DEL, the C1 controls and half of a UTF-16 surrogate pair are not.
 */
function isRefusedCodePoint(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
}

// for...of walks code points, and yields a lone surrogate as a character of its own.
const isRefused = (text: string) => [...text].some(isRefusedCodePoint);

/** The paths, keys included, of every refused string in a value. */
function refusedPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isRefused(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) {
    return value.flatMap((element, index) => refusedPaths(element, [...path, String(index)]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, element]) =>
      isRefused(key) ? [[...path, key].join('.')] : refusedPaths(element, [...path, key]),
    );
  }
  return [];
}

function refusal(run: () => unknown): HttpProblem | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
}

// Strings over every UTF-16 code unit, surrogate halves and controls included.
const anyText = fc.string({ unit: 'binary', maxLength: 8 });
const anyInput = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyText,
    fc.integer(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('parseInput refuses text that is not text', () => {
  it('refuses exactly the inputs holding a refused character, naming each field', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const problem = refusal(() => parseInput(z.unknown(), input, 'body'));
        const expected = refusedPaths(input).map((path) => path || 'body');
        if (expected.length === 0) {
          expect(problem).toBeUndefined();
          return;
        }
        expect(problem?.status).toBe(400);
        expect(problem?.fields?.map((field) => field.field).sort()).toEqual(expected.sort());
      }),
      { numRuns: 500 },
    );
  });

  it('names the part itself for a refused value under an empty key (seed 1832048429)', () => {
    const problem = refusal(() => parseInput(z.unknown(), { '': '\u0000' }, 'body'));
    expect(problem?.fields?.map((field) => field.field)).toEqual(['body']);
  });

  it('names the field of a NUL, a lone surrogate or an escape deep in a valid body', () => {
    const address = z.object({ lines: z.array(z.string()), city: z.string() });
    fc.assert(
      fc.property(
        fc.constantFrom('a\u0000b', 'x\ud800y', '\udfff', '\u001b[2J', 'next\u0085line'),
        fc.nat(2),
        (bad, line) => {
          const lines = ['1 rue Jarry', 'app. 2', 'Montréal'];
          lines[line] = bad;
          const problem = refusal(() => parseInput(address, { lines, city: 'Laval' }, 'body'));
          expect(problem?.status).toBe(400);
          expect(problem?.fields?.map((field) => field.field)).toEqual([`lines.${line}`]);
          expect(problem?.message).toContain(`lines.${line}`);
        },
      ),
    );
  });

  it('finds a NUL at the bottom of a body nested 100,000 deep', () => {
    let body: unknown = 'a\u0000b';
    for (let depth = 0; depth < 100_000; depth++) body = [body];
    const problem = refusal(() => parseInput(z.unknown(), body, 'body'));
    expect(problem?.fields?.map((field) => field.rule)).toEqual(['control-character']);
  });

  it('keeps tabs, new lines, accents, emoji and scripts other than Latin', () => {
    const note = 'Sonnez deux fois\n\tpuis attendez 🙂 — 谢谢, شكرا';
    expect(parseInput(z.object({ note: z.string() }), { note }, 'body')).toEqual({ note });
  });

  it('names a path parameter holding a NUL, as a router decodes %00', () => {
    const problem = refusal(() =>
      parseInput(z.object({ orderId: z.string() }), { orderId: '\u0000' }, 'params'),
    );
    expect(problem?.message).toBe(
      'The request params is not valid: orderId must not contain control characters (only tab and new line).',
    );
  });

  it('looks at what the contract kept: a header it does not read is not its concern', () => {
    const key = z.object({ 'idempotency-key': z.string() });
    const headers = { 'idempotency-key': 'k-1', 'x-other': 'caf\u0085' };
    expect(parseInput(key, headers, 'headers')).toEqual({ 'idempotency-key': 'k-1' });
  });
});
