import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { isMissing, ruleText, saveProblemsOf } from './field-problems';

const refused = (fields: Array<{ field: string; rule: string; message: string }>) =>
  new ApiError(
    400,
    {
      type: 'x',
      title: 'Bad Request',
      status: 400,
      message: 'The request body is not valid.',
      fields,
    },
    'Bad Request',
  );

const postalCode = {
  field: 'addresses.0.postalCode',
  rule: 'invalid_format',
  message: 'addresses.0.postalCode must be a Canadian postal code like K1A 0B1',
};

describe('saveProblemsOf', () => {
  it('puts each problem under the field the form shows for it', () => {
    const problems = saveProblemsOf(refused([postalCode]), ['addresses.0.postalCode']);

    expect(problems.fields['addresses.0.postalCode']).toEqual(postalCode);
    expect(problems.general).toBeNull();
  });

  it('says a problem with a field the form does not show in the server sentence', () => {
    const problems = saveProblemsOf(refused([postalCode]), ['addresses.1.postalCode']);

    expect(problems.fields).toEqual({});
    expect(problems.general).toBe('The request body is not valid.');
  });

  it('leaves the words to the caller when the server sent no problem details', () => {
    expect(saveProblemsOf(new ApiError(502, undefined, 'Bad Gateway'), ['firstName'])).toEqual({
      fields: {},
      general: null,
    });
    expect(saveProblemsOf(new TypeError('Failed to fetch'), [])).toEqual({
      fields: {},
      general: null,
    });
  });
});

describe('a field problem', () => {
  it('loses the field path the server puts in front', () => {
    expect(ruleText(postalCode)).toBe('must be a Canadian postal code like K1A 0B1');
  });

  it('is told apart when the value is simply missing', () => {
    expect(isMissing({ field: 'city', rule: 'too_small', message: 'city Required' })).toBe(true);
    expect(isMissing({ field: 'city', rule: 'invalid_type', message: 'city is required' })).toBe(
      true,
    );
    expect(isMissing(postalCode)).toBe(false);
  });
});
