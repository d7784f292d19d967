import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

export interface SearchField<T> {
  text: (item: T) => string;
  /**
   * How much a match in this field counts against one elsewhere (1). Only the best field
   * of each query word counts, and an exact word counts twice a misspelt or begun one.
   */
  boost?: number;
}

/** Query words looked at; the rest of a longer query is ignored (but its last word kept). */
const MAX_WORDS = 8;
/** Query words whose matching vocabulary terms are remembered. */
const REMEMBERED_WORDS = 2000;
/** Typos forgiven: one edit per five letters (rounded), for words of 4 letters or more. */
const FUZZY = 0.2;
const MIN_FUZZY_LENGTH = 4;
/** The last query word also matches word beginnings from this many letters on. */
const MIN_PREFIX_LENGTH = 3;

const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');
const processTerm: (term: string) => string | string[] | null | undefined | false =
  MiniSearch.getDefault('processTerm');

/** The terms of a text, as MiniSearch would index them: split and lower-cased. */
function termsOf(text: string, each: (term: string) => void): void {
  for (const token of tokenize(text)) {
    if (!token) continue;
    const processed = processTerm(token);
    if (!processed) continue;
    if (typeof processed === 'string') each(processed);
    else for (const term of processed) if (term) each(term);
  }
}

/** Posting lists a query word stands for, best weight first: postings[starts[i]..ends[i]). */
interface Expansion {
  starts: Int32Array;
  ends: Int32Array;
  weights: Uint16Array;
  /** Postings in all, to search the rarest word first. */
  total: number;
}

/** An Int32Array that grows as it is pushed to. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** Posting lists, apart from the search so that what builds them is not kept. */
function indexOf<T>(
  items: readonly T[],
  fieldList: readonly SearchField<T>[],
): {
  offsets: Int32Array;
  postings: Int32Array;
  vocabulary: SearchableMap<number>;
  /** The two terms most items hold, commonest first. */
  commonest: string[];
} {
  const fieldCount = fieldList.length;
  // Every (term, field) pair of every item, in item order, once per item.
  const termIds = new Map<string, number>();
  const lastItem: number[] = [];
  const pairKeys = new IntList();
  const pairItems = new IntList();
  items.forEach((item, position) => {
    for (let f = 0; f < fieldCount; f++) {
      const text = (fieldList[f] as SearchField<T>).text(item);
      if (!text) continue;
      termsOf(text, (term) => {
        let id = termIds.get(term);
        if (id === undefined) {
          id = termIds.size;
          termIds.set(term, id);
          for (let g = 0; g < fieldCount; g++) lastItem.push(-1);
        }
        const key = id * fieldCount + f;
        if (lastItem[key] === position) return;
        lastItem[key] = position;
        pairKeys.push(key);
        pairItems.push(position);
      });
    }
  });
  // Posting lists, all in one array: those of term t in field f are
  // postings[offsets[t * fieldCount + f] .. offsets[t * fieldCount + f + 1]).
  const offsets = new Int32Array(termIds.size * fieldCount + 1);
  for (let i = 0; i < pairKeys.length; i++) (offsets[(pairKeys.data[i] as number) + 1] as number)++;
  for (let k = 1; k < offsets.length; k++) {
    offsets[k] = (offsets[k] as number) + (offsets[k - 1] as number);
  }
  const postings = new Int32Array(pairKeys.length);
  const filled = offsets.slice(0, -1);
  for (let i = 0; i < pairKeys.length; i++) {
    postings[(filled[pairKeys.data[i] as number] as number)++] = pairItems.data[i] as number;
  }
  const held = (id: number) =>
    (offsets[(id + 1) * fieldCount] as number) - (offsets[id * fieldCount] as number);
  const commonest = [...termIds]
    .sort(([, a], [, b]) => held(b) - held(a))
    .slice(0, 2)
    .map(([term]) => term);
  return { offsets, postings, vocabulary: SearchableMap.from<number>(termIds), commonest };
}

/**
 * Full-text search over a fixed set of items, by relevance, forgiving small typos
 * (one edit per five letters, in words of four letters or more: "cury" finds curry,
 * "chiken" finds chicken) and matching word beginnings with the last word ("chick" finds
 * chickpeas). Every word of the query must match. Answers the items' positions, best
 * first: a word found in a field with a higher boost ranks higher, an exact word above a
 * misspelt or begun one; ties keep the items' order.
 *
 * MiniSearch only looks up the vocabulary (each distinct word once); matches are counted
 * over posting lists (the positions of the items holding each word, per field) in typed
 * arrays, so a query that matches most items costs a pass over their positions and no
 * allocation per item.
 */
export function createPositionSearch<T>(
  items: readonly T[],
  fields: Record<string, SearchField<T>>,
): (query: string) => Int32Array {
  const fieldList = Object.values(fields);
  const fieldCount = fieldList.length;
  // Integer weights, so that scores sort by counting (at most 8191, so that eight words
  // fit in 16 bits): an exact word counts twice a begun or misspelt one.
  const exactWeight = fieldList.map((field) =>
    Math.min(8191, Math.max(1, Math.round((field.boost ?? 1) * 4))),
  );
  const looseWeight = exactWeight.map((weight) => Math.max(1, Math.round(weight / 2)));

  const { offsets, postings, vocabulary, commonest } = indexOf(items, fieldList);

  const expansions = new LRUCache<string, Expansion>({ max: REMEMBERED_WORDS });
  /** The posting lists a query word stands for, with their weights. */
  const expand = (word: string, prefix: boolean): Expansion => {
    const key = prefix ? `${word}*` : word;
    const known = expansions.get(key);
    if (known) return known;
    // Each matching term, exact (true) or not.
    const terms = new Map<number, boolean>();
    const exact = vocabulary.get(word);
    if (exact !== undefined) terms.set(exact, true);
    if (word.length >= MIN_FUZZY_LENGTH) {
      for (const [id] of vocabulary.fuzzyGet(word, Math.round(word.length * FUZZY)).values()) {
        if (!terms.has(id)) terms.set(id, false);
      }
    }
    if (prefix && word.length >= MIN_PREFIX_LENGTH) {
      for (const id of vocabulary.atPrefix(word).values()) if (!terms.has(id)) terms.set(id, false);
    }
    const lists: { start: number; end: number; weight: number }[] = [];
    for (const [id, isExact] of terms) {
      for (let f = 0; f < fieldCount; f++) {
        const start = offsets[id * fieldCount + f] as number;
        const end = offsets[id * fieldCount + f + 1] as number;
        const weight = (isExact ? exactWeight[f] : looseWeight[f]) as number;
        if (end > start) lists.push({ start, end, weight });
      }
    }
    // Best weight first: the first list to reach an item gives the word's best field there.
    lists.sort((a, b) => b.weight - a.weight);
    const expansion: Expansion = {
      starts: Int32Array.from(lists, (list) => list.start),
      ends: Int32Array.from(lists, (list) => list.end),
      weights: Uint16Array.from(lists, (list) => list.weight),
      total: lists.reduce((sum, list) => sum + list.end - list.start, 0),
    };
    expansions.set(key, expansion);
    return expansion;
  };

  const count = items.length;
  // Scratch columns, zero between searches: how many query words each item matched so far,
  // and its score.
  const matched = new Uint8Array(count);
  const score = new Uint16Array(count);
  // Items the first (rarest) word reached: the only ones any later word can touch.
  const touched = new Int32Array(count);
  const found = new Int32Array(count);

  const search = (query: string): Int32Array => {
    const words: string[] = [];
    termsOf(query, (term) => words.push(term));
    if (words.length === 0) return new Int32Array(0);
    const last = words.length - 1;
    const wanted = new Map<string, Expansion>();
    words.forEach((word, i) => {
      if (i >= MAX_WORDS - 1 && i !== last) return;
      const prefix = i === last;
      const key = prefix ? `${word}*` : word;
      if (!wanted.has(key)) wanted.set(key, expand(word, prefix));
    });
    const order = [...wanted.values()].sort((a, b) => a.total - b.total);
    if ((order[0] as Expansion).total === 0) return new Int32Array(0);

    let reached = 0;
    let allWords = 0;
    for (let k = 0; k < order.length; k++) {
      const { starts, ends, weights } = order[k] as Expansion;
      let hits = 0;
      for (let l = 0; l < starts.length; l++) {
        const end = ends[l] as number;
        const weight = weights[l] as number;
        for (let i = starts[l] as number; i < end; i++) {
          const position = postings[i] as number;
          if (matched[position] !== k) continue;
          matched[position] = k + 1;
          score[position] = (score[position] as number) + weight;
          if (k === 0) touched[reached++] = position;
          hits++;
        }
      }
      if (hits === 0) break;
      allWords = k + 1;
    }

    // The matches in item order: sorted if few, else read off the column.
    const need = order.length;
    let total = 0;
    let maxScore = 0;
    if (allWords === need) {
      if (reached * 16 < count) {
        for (let i = 0; i < reached; i++) {
          const position = touched[i] as number;
          if (matched[position] === need) found[total++] = position;
        }
        found.subarray(0, total).sort();
      } else {
        for (let position = 0; position < count; position++) {
          if (matched[position] === need) found[total++] = position;
        }
      }
      for (let i = 0; i < total; i++) {
        const value = score[found[i] as number] as number;
        if (value > maxScore) maxScore = value;
      }
    }
    // Best score first, ties in item order: a counting sort.
    const result = new Int32Array(total);
    if (total > 0) {
      const next = new Int32Array(maxScore + 2);
      for (let i = 0; i < total; i++)
        (next[maxScore - (score[found[i] as number] as number) + 1] as number)++;
      for (let s = 1; s < next.length; s++) next[s] = (next[s] as number) + (next[s - 1] as number);
      for (let i = 0; i < total; i++) {
        const position = found[i] as number;
        result[(next[maxScore - (score[position] as number)] as number)++] = position;
      }
    }
    for (let i = 0; i < reached; i++) {
      const position = touched[i] as number;
      matched[position] = 0;
      score[position] = 0;
    }
    return result;
  };
  // The commonest words, searched a few times now, so that the first shoppers' searches do
  // not wait for the engine to compile the loops above (tens of ms at 100,000 items).
  for (let i = 0; i < 4; i++) search(commonest.join(' '));
  return search;
}

/** The same search, answering the items themselves. */
export function createTextSearch<T>(
  items: readonly T[],
  fields: Record<string, SearchField<T>>,
): (query: string) => T[] {
  const search = createPositionSearch(items, fields);
  return (query) => Array.from(search(query), (position) => items[position] as T);
}
