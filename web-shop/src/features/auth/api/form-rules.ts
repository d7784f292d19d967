import { meetsPasswordRule } from '@mise/contracts';

/**
 * The sign-in and sign-up rules of spec §5, as codes the forms put into words (the English
 * words are the spec's: 'Required', 'Invalid email', the password rule, 'Pass Don't match!').
 * The password rule is the contract's, the same the server applies.
 */
export type FieldError =
  | 'required'
  | 'invalidEmail'
  | 'passwordRule'
  | 'passwordsDiffer'
  | 'reasonRule';
export type FieldErrors<Name extends string> = Partial<Record<Name, FieldError>>;

// The basic shape only; the server's stricter check answers 'Invalid email' for the rest.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): FieldError | undefined {
  if (email.trim() === '') return 'required';
  return emailShape.test(email.trim()) ? undefined : 'invalidEmail';
}

const requiredError = (value: string): FieldError | undefined =>
  value.trim() === '' ? 'required' : undefined;

function newPasswordError(password: string): FieldError | undefined {
  if (password === '') return 'required';
  return meetsPasswordRule(password) ? undefined : 'passwordRule';
}

function retypeError(password: string, retyped: string): FieldError | undefined {
  if (retyped === '') return 'required';
  return retyped === password ? undefined : 'passwordsDiffer';
}

/** Drops the fields without an error, so an empty object means a valid form. */
function only<Name extends string>(
  errors: Record<Name, FieldError | undefined>,
): FieldErrors<Name> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== undefined),
  ) as FieldErrors<Name>;
}

export type SignInFields = { email: string; password: string };

export function signInErrors({ email, password }: SignInFields): FieldErrors<keyof SignInFields> {
  return only({ email: emailError(email), password: password === '' ? 'required' : undefined });
}

export type SignUpFields = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  retypePass: string;
};

export function signUpErrors(fields: SignUpFields): FieldErrors<keyof SignUpFields> {
  return only({
    firstName: requiredError(fields.firstName),
    lastName: requiredError(fields.lastName),
    email: emailError(fields.email),
    password: newPasswordError(fields.password),
    retypePass: retypeError(fields.password, fields.retypePass),
  });
}

export type NewPasswordFields = { password: string; retypePass: string };

export function newPasswordErrors(fields: NewPasswordFields): FieldErrors<keyof NewPasswordFields> {
  return only({
    password: newPasswordError(fields.password),
    retypePass: retypeError(fields.password, fields.retypePass),
  });
}

export type EmailFields = { email: string };

export function emailErrors({ email }: EmailFields): FieldErrors<'email'> {
  return only({ email: emailError(email) });
}

export type StaffAccessFields = {
  staffEmail: string;
  password: string;
  customerEmail: string;
  reason: string;
};

export function staffAccessErrors(fields: StaffAccessFields): FieldErrors<keyof StaffAccessFields> {
  return only({
    staffEmail: emailError(fields.staffEmail),
    password: fields.password === '' ? 'required' : undefined,
    customerEmail: emailError(fields.customerEmail),
    // The server's rule (staffReason): the audit and the customer's e-mail need a real reason.
    reason: fields.reason.trim().length < 3 ? 'reasonRule' : undefined,
  });
}
