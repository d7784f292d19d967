import { describe, expect, it } from 'vitest';
import { faqOutlineProblems, outlineFaq } from './faq-outline.js';

describe('outlineFaq', () => {
  it('reads categories, questions and Markdown answers, with the text before them as intro', () => {
    const outline = outlineFaq(
      [
        'Ask us anything.',
        '',
        '## Delivery',
        '### When?',
        'Between **9 am** and 9 pm.',
        '',
        '- every day',
        '#### Not a question',
        '### How much?',
        '$0 to $5.',
        '## Nutrition',
        '### Per serving?',
        'Yes.',
      ].join('\r\n'),
    );
    expect(outline).toEqual({
      intro: 'Ask us anything.',
      categories: [
        {
          title: 'Delivery',
          questions: [
            {
              question: 'When?',
              answer: 'Between **9 am** and 9 pm.\n\n- every day\n#### Not a question',
            },
            { question: 'How much?', answer: '$0 to $5.' },
          ],
        },
        { title: 'Nutrition', questions: [{ question: 'Per serving?', answer: 'Yes.' }] },
      ],
    });
  });
});

describe('faqOutlineProblems', () => {
  it('finds none in a FAQ the shop can list', () => {
    expect(faqOutlineProblems('## Delivery\n### When?\nDaily.')).toEqual([]);
  });

  it('names each break of the outline', () => {
    expect(faqOutlineProblems('Nothing here.')).toEqual([
      'must have at least one category, a line starting with "## "',
    ]);
    expect(faqOutlineProblems('### Orphan?\nYes.\n## Delivery\n### When?\nDaily.')).toEqual([
      'must start each question ("### ") under a category ("## ")',
    ]);
    expect(faqOutlineProblems('## Delivery\n## Food\n### Fresh?\n\n### Local?\nYes.')).toEqual([
      'category "Delivery" has no question ("### " line)',
      'question "Fresh?" has no answer',
    ]);
  });
});
