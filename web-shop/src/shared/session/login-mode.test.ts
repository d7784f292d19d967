import { describe, expect, it } from 'vitest';
import { loginModeIn, searchWithLoginMode } from './login-mode';

describe('loginModeIn', () => {
  it.each([
    ['?loginmode=email', 'email'],
    ['?diet=vegan&loginmode=signin', 'signin'],
    ['?loginmode=signup', 'signup'],
    // Present but unknown (or empty): the popup opens at its first step.
    ['?loginmode=nonsense', 'email'],
    ['?loginmode=', 'email'],
  ])('reads %s as %s', (search, mode) => {
    expect(loginModeIn(search)).toBe(mode);
  });

  it('is null without the parameter: the popup is closed', () => {
    expect(loginModeIn('?diet=vegan')).toBeNull();
    expect(loginModeIn('')).toBeNull();
  });
});

describe('searchWithLoginMode', () => {
  it('sets or replaces the mode and keeps the other parameters', () => {
    expect(searchWithLoginMode('?diet=vegan', 'email')).toBe('?diet=vegan&loginmode=email');
    expect(searchWithLoginMode('?loginmode=email&diet=vegan', 'signup')).toBe(
      '?loginmode=signup&diet=vegan',
    );
  });

  it('removes the mode, leaving no lone question mark', () => {
    expect(searchWithLoginMode('?loginmode=signin&diet=vegan', null)).toBe('?diet=vegan');
    expect(searchWithLoginMode('?loginmode=signin', null)).toBe('');
  });
});
