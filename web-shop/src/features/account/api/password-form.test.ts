import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-form';

describe('the password form', () => {
  it('requires every field, the current one only where a password exists', () => {
    const empty = { current: '', password: '', retype: '' };
    expect(passwordProblems(empty, true)).toEqual({
      current: 'required',
      password: 'required',
      retype: 'required',
    });
    expect(passwordProblems(empty, false)).toEqual({ password: 'required', retype: 'required' });
  });

  it("holds the new password to the server's rule and the retyped one to it", () => {
    expect(
      passwordProblems({ current: 'x', password: 'weakpass', retype: 'weakpass' }, true),
    ).toEqual({
      password: 'rule',
    });
    expect(
      passwordProblems({ current: 'x', password: 'Str0ng#Pass', retype: 'Str0ng#Pas' }, true),
    ).toEqual({ retype: 'mismatch' });
    expect(
      passwordProblems({ current: 'x', password: 'Str0ng#Pass', retype: 'Str0ng#Pass' }, true),
    ).toEqual({});
  });
});
