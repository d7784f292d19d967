import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubContentApi } from '../testing/fake-content-api';
import { renderContent } from '../testing/render-content';

afterEach(cleanup);

const faq = {
  'faq.en-CA': {
    title: 'Common questions',
    body: [
      'Still stuck? Write to [us](mailto:hello@mise.ca).',
      '## Delivery',
      '### When do you deliver?',
      'Every day, between **9 am** and 9 pm.',
      '### How much does delivery cost?',
      'Between $0 and $5, depending on the city.',
      '## Nutrition',
      '### What does %DV mean?',
      'A serving with 5 % DV or less is low.',
    ].join('\n'),
  },
  'faq.fr-CA': {
    title: 'Questions fréquentes',
    body: '## Livraison\n### Quand livrez-vous?\nTous les jours, de 9 h à 21 h.',
  },
};

const question = (name: string) => screen.getByRole('button', { name });

describe('the FAQ page', () => {
  it('lists the questions by category with their answers folded, opened one by one', async () => {
    stubContentApi(faq);
    renderContent('/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Common questions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Delivery',
      'Nutrition',
    ]);
    const when = question('When do you deliver?');
    const answer = document.getElementById(when.getAttribute('aria-controls') ?? '');
    expect(when.getAttribute('aria-expanded')).toBe('false');
    expect(answer?.hidden).toBe(true);

    fireEvent.click(when);
    expect(when.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(within(answer as HTMLElement).getByText('9 am').tagName).toBe('STRONG');
    expect(question('How much does delivery cost?').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(when);
    expect(answer?.hidden).toBe(true);
  });

  it('filters questions and answers as the shopper types, showing what it found open', async () => {
    stubContentApi(faq);
    renderContent('/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });

    fireEvent.change(search, { target: { value: 'depending city' } });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'How much does delivery cost?',
    ]);
    expect(question('How much does delivery cost?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('heading', { level: 2, name: 'Nutrition' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 question matches.');

    fireEvent.change(search, { target: { value: 'gift card' } });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/No question matches “gift card”/)).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('is read in the shop’s language', async () => {
    const asked = stubContentApi(faq);
    renderContent('/faq', 'fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' }),
    ).toBeTruthy();
    expect(question('Quand livrez-vous?')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les questions' })).toBeTruthy();
    expect(asked).toEqual(['faq.fr-CA']);
  });

  it('says in one message that it could not load, with a way to try again', async () => {
    stubContentApi(faq, { failing: true });
    renderContent('/faq');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
