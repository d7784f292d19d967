import { outlineFaq } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { searchFaq } from './faq-search';

const outline = outlineFaq(
  [
    '## Livraison',
    '### Quand livrez-vous?',
    'Tous les jours, entre 9 h et 21 h.',
    '### Combien coûte la livraison?',
    'De 0 $ à 5 $ selon la [ville](/delivery).',
    '## Ma commande',
    '### Comment obtenir un remboursement?',
    'Écrivez à **hello@mise.ca**.',
  ].join('\n'),
);

const questionsOf = (query: string) =>
  searchFaq(outline, query).map((category) => [
    category.title,
    category.questions.map((entry) => entry.question),
  ]);

describe('searchFaq', () => {
  it('keeps everything for an empty query', () => {
    expect(searchFaq(outline, '   ')).toEqual(outline.categories);
  });

  it('finds words in questions and answers, whatever their case and accents', () => {
    expect(questionsOf('COUTE')).toEqual([['Livraison', ['Combien coûte la livraison?']]]);
    expect(questionsOf('ecrivez')).toEqual([
      ['Ma commande', ['Comment obtenir un remboursement?']],
    ]);
    expect(questionsOf('21 h')).toEqual([['Livraison', ['Quand livrez-vous?']]]);
  });

  it('needs every word, and drops the categories left empty', () => {
    expect(questionsOf('livraison jours')).toEqual([]);
    expect(questionsOf('livraison ville')).toEqual([
      ['Livraison', ['Combien coûte la livraison?']],
    ]);
  });

  it('searches what the reader sees, not link targets or formatting marks', () => {
    expect(questionsOf('/delivery')).toEqual([]);
    expect(questionsOf('hello@mise.ca.')).toEqual([
      ['Ma commande', ['Comment obtenir un remboursement?']],
    ]);
  });
});
