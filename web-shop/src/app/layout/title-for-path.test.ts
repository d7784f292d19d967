import { describe, expect, it } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import { titleForPath } from './title-for-path';

describe('titleForPath', () => {
  const { t } = createI18n('en-CA');

  it.each([
    ['/recipes', 'Select Your Meals - Mise'],
    ['/groceries', 'Customize Your Groceries'],
    ['/summary', 'Mise Order Summary - Meals & Groceries, Solved'],
    ['/checkout', 'Enter Your Delivery Details'],
    ['/payment', 'Enter Payment to Complete Order'],
    ['/faq', 'Mise Common Questions'],
    ['/use-pantry', 'Cook What You Have - Mise'],
    ['/', 'Mise - Meals & Groceries, Solved'],
    ['/about-us', 'Mise - Meals & Groceries, Solved'],
    ['/recipes/42', 'Mise - Meals & Groceries, Solved'],
  ])('titles %s as "%s"', (pathname, title) => {
    expect(titleForPath(pathname, t)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    expect(titleForPath('/faq/', t)).toBe('Mise Common Questions');
  });

  it('titles in French when the shop speaks French', () => {
    const french = createI18n('fr-CA');

    expect(titleForPath('/recipes', french.t)).toBe('Choisissez vos repas - Mise');
    expect(titleForPath('/use-pantry', french.t)).toBe('Cuisinez ce que vous avez - Mise');
    expect(titleForPath('/', french.t)).toBe('Mise - Repas et épicerie, c’est réglé');
  });
});
