import { meetsPasswordRule } from '@mise/contracts';

export type PasswordDraft = { current: string; password: string; retype: string };
export type PasswordProblem = 'required' | 'rule' | 'mismatch';
export type PasswordProblems = Partial<Record<keyof PasswordDraft, PasswordProblem>>;

/**
 * The password form's checks (spec §5, the sign-up's rules): every field is required, the new
 * password follows the rule the server applies, and the retyped one matches it. `withCurrent`
 * is false for an account that has no password yet.
 */
export function passwordProblems(draft: PasswordDraft, withCurrent: boolean): PasswordProblems {
  const problems: PasswordProblems = {};
  if (withCurrent && draft.current === '') problems.current = 'required';
  if (draft.password === '') problems.password = 'required';
  else if (!meetsPasswordRule(draft.password)) problems.password = 'rule';
  if (draft.retype === '') problems.retype = 'required';
  else if (draft.retype !== draft.password) problems.retype = 'mismatch';
  return problems;
}
