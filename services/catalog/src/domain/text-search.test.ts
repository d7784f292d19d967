import { describe, expect, it } from 'vitest';
import { createPositionSearch, createTextSearch, type SearchField } from './text-search.js';

interface Dish {
  name: string;
  cuisine?: string;
  ingredients?: string;
  description?: string;
}

const fields: Record<string, SearchField<Dish>> = {
  name: { text: (d) => d.name, boost: 8 },
  cuisine: { text: (d) => d.cuisine ?? '', boost: 4 },
  ingredients: { text: (d) => d.ingredients ?? '', boost: 3 },
  description: { text: (d) => d.description ?? '' },
};

/** The names a search finds, in its order. */
function searchOf(dishes: Dish[]): (query: string) => string[] {
  const search = createTextSearch(dishes, fields);
  return (query) => search(query).map((dish) => dish.name);
}

const menu: Dish[] = [
  { name: 'Chicken Curry', cuisine: 'Indian', ingredients: 'chicken thigh, curry paste, rice' },
  { name: 'Chickpea Curry', cuisine: 'Indian', ingredients: 'chickpeas, curry paste, spinach' },
  { name: 'Kale Salad', ingredients: 'kale, lemon' },
  { name: 'Ham Sandwich', ingredients: 'ham, bread, butter' },
  { name: 'Jam Toast', ingredients: 'jam, bread, butter' },
  { name: 'Roast Chicken', ingredients: 'chicken, lemon, thyme' },
];
const find = searchOf(menu);

describe('text search', () => {
  it('needs every word of the query to match', () => {
    expect(find('chicken curry')).toEqual(['Chicken Curry']);
    expect(find('curry chicken')).toEqual(['Chicken Curry']);
    expect(find('lemon chicken')).toEqual(['Roast Chicken']);
    expect(find('lemon curry')).toEqual([]);
  });

  it('forgives one typo per five letters in words of four letters or more', () => {
    expect(new Set(find('cury'))).toEqual(new Set(['Chicken Curry', 'Chickpea Curry']));
    expect(new Set(find('chiken'))).toEqual(new Set(['Chicken Curry', 'Roast Chicken']));
    expect(find('chiken rice')).toEqual(['Chicken Curry']);
    // Two letters short of chicken is too many for a word of five.
    expect(find('chikn rice')).toEqual([]);
  });

  it('does not forgive typos in short words', () => {
    // "ham" is one letter from "jam", but three letters are too few to guess at.
    expect(find('ham')).toEqual(['Ham Sandwich']);
    expect(find('ham bread')).toEqual(['Ham Sandwich']);
    expect(find('jam bread')).toEqual(['Jam Toast']);
  });

  it('matches the beginning of a word with the last word only, from three letters', () => {
    expect(new Set(find('chick'))).toEqual(
      new Set(['Chicken Curry', 'Chickpea Curry', 'Roast Chicken']),
    );
    expect(new Set(find('curry chick'))).toEqual(new Set(['Chicken Curry', 'Chickpea Curry']));
    // Not the last word: "chick" must be a word (give or take a letter) of its own.
    expect(find('chick curry')).toEqual([]);
    expect(find('ch')).toEqual([]);
  });

  it('ranks a match in the name above cuisine, ingredients and description', () => {
    const search = searchOf([
      { name: 'A', description: 'thai-style' },
      { name: 'B', ingredients: 'thai basil' },
      { name: 'C', cuisine: 'Thai' },
      { name: 'D Thai Noodles' },
      { name: 'E' },
    ]);
    expect(search('thai')).toEqual(['D Thai Noodles', 'C', 'B', 'A']);
  });

  it('ranks an exact word above a misspelt or begun one in the same field', () => {
    expect(find('curry')).toEqual(['Chicken Curry', 'Chickpea Curry']);
    const search = searchOf([
      { name: 'Curly Fries' },
      { name: 'Currywurst' },
      { name: 'Red Curry' },
    ]);
    expect(search('curry')).toEqual(['Red Curry', 'Curly Fries', 'Currywurst']);
  });

  it('keeps the given order between equal matches, counting a word once per item', () => {
    const dishes = [
      { name: 'Zucchini Soup' },
      { name: 'Pea Soup', description: 'A soup of peas.', ingredients: 'soup stock' },
      { name: 'Carrot Soup' },
    ];
    expect(searchOf(dishes)('soup')).toEqual(['Zucchini Soup', 'Pea Soup', 'Carrot Soup']);
    expect(searchOf([...dishes].reverse())('soup')).toEqual([
      'Carrot Soup',
      'Pea Soup',
      'Zucchini Soup',
    ]);
  });

  it('keeps the given order between equal matches when few of many items match', () => {
    const others = Array.from({ length: 60 }, (_, i) => ({ name: `Dish ${i}` }));
    const search = searchOf([
      ...others,
      { name: 'Currywurst' },
      { name: 'Curly Fries' },
      { name: 'Red Curry' },
      ...others,
    ]);
    // Curly Fries is found (by a typo) before Currywurst (by its beginning), but comes after.
    expect(search('curry')).toEqual(['Red Curry', 'Currywurst', 'Curly Fries']);
  });

  it('answers positions, and the same answer again after other searches', () => {
    const search = createPositionSearch(menu, fields);
    expect(Array.from(search('lemon'))).toEqual([2, 5]);
    expect(Array.from(search('chicken spinach'))).toEqual([]);
    expect(Array.from(search('chicken curry'))).toEqual([0]);
    expect(Array.from(search('chicken'))).toEqual([0, 5]);
    expect(Array.from(search('lemon'))).toEqual([2, 5]);
  });

  it('takes queries of many words, in any case and with punctuation', () => {
    const dishes = [
      {
        name: 'Big Breakfast',
        ingredients: 'egg, bacon, sausage, beans, toast, tomato, mushroom, butter, coffee',
      },
      { name: 'Small Breakfast', ingredients: 'egg, toast, butter, coffee' },
    ];
    const search = searchOf(dishes);
    expect(search('EGG, toast & Butter; coffee')).toEqual(['Big Breakfast', 'Small Breakfast']);
    expect(search('egg toast butter coffee bacon sausage')).toEqual(['Big Breakfast']);
    // Past eight words only the first seven and the last are looked at.
    expect(
      search('egg toast butter coffee big breakfast egg toast nothing-like-it coffee'),
    ).toEqual(['Big Breakfast']);
  });

  it('finds nothing for a blank query, a word no item has, or no items', () => {
    expect(find('')).toEqual([]);
    expect(find('  !! ')).toEqual([]);
    expect(find('zzzzqqq')).toEqual([]);
    expect(find('chicken zzzzqqq')).toEqual([]);
    expect(searchOf([])('chicken')).toEqual([]);
    expect(searchOf([{ name: '' }])('chicken')).toEqual([]);
  });
});
