import { describe, expect, it } from 'vitest';
import {
  emailError,
  newPasswordErrors,
  signInErrors,
  signUpErrors,
  staffAccessErrors,
} from './form-rules';

const valid = {
  firstName: 'Zoé',
  lastName: 'Gagnon',
  email: 'zoe@example.com',
  password: 'Lentil$oup9',
  retypePass: 'Lentil$oup9',
};

describe('emailError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['zoe', 'invalidEmail'],
    ['zoe@example', 'invalidEmail'],
    ['zoe @example.com', 'invalidEmail'],
  ])('%j is %s', (email, error) => {
    expect(emailError(email)).toBe(error);
  });

  it('takes a usual address, spaces around it included', () => {
    expect(emailError(' Zoe.Gagnon+menus@example.ca ')).toBeUndefined();
  });
});

describe('signUpErrors (spec §5, full form)', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(signUpErrors(valid)).toEqual({});
  });

  it('starts out invalid: every field is required', () => {
    expect(
      signUpErrors({ firstName: '', lastName: ' ', email: '', password: '', retypePass: '' }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      retypePass: 'required',
    });
  });

  it.each(['lentil$oup9', 'LENTIL$OUP9', 'Lentil$oup', 'Lentiloup9', 'Le$o9'])(
    'refuses the password %s by the rule',
    (password) => {
      expect(signUpErrors({ ...valid, password, retypePass: password }).password).toBe(
        'passwordRule',
      );
    },
  );

  it('wants the retyped password to be the same', () => {
    expect(signUpErrors({ ...valid, retypePass: 'Lentil$oup8' })).toEqual({
      retypePass: 'passwordsDiffer',
    });
  });
});

describe('signInErrors (spec §5, sign-in)', () => {
  it('wants a valid e-mail and any password', () => {
    expect(signInErrors({ email: 'zoe@example.com', password: 'x' })).toEqual({});
    expect(signInErrors({ email: 'zoe', password: '' })).toEqual({
      email: 'invalidEmail',
      password: 'required',
    });
  });
});

it('newPasswordErrors applies the password rule and the match', () => {
  expect(newPasswordErrors({ password: 'short', retypePass: 'shorter' })).toEqual({
    password: 'passwordRule',
    retypePass: 'passwordsDiffer',
  });
  expect(newPasswordErrors({ password: valid.password, retypePass: valid.password })).toEqual({});
});

it('staffAccessErrors wants both e-mails valid, the password and a reason', () => {
  expect(
    staffAccessErrors({ staffEmail: 'staff@', password: '', customerEmail: '', reason: ' ok ' }),
  ).toEqual({
    staffEmail: 'invalidEmail',
    password: 'required',
    customerEmail: 'required',
    reason: 'reasonRule',
  });
  expect(
    staffAccessErrors({
      staffEmail: 'staff@mise.ca',
      password: 'x',
      customerEmail: 'ana@example.com',
      reason: 'Card refused',
    }),
  ).toEqual({});
});
