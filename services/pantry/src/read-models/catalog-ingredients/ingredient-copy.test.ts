import { createLogger, HttpProblem, loadConfig } from '@mise/platform';
import { describe, expect, it } from 'vitest';
import { kale, rice } from '../../../test/support/pantry-ingredients.js';
import { createIngredientCopy } from './ingredient-copy.js';

const silent = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));

describe('the copy of the catalog’s ingredients', () => {
  it('answers 503 and is not ready until its first copy arrives', async () => {
    const copy = createIngredientCopy(async () => [kale], silent);
    expect(() => copy.current()).toThrow(HttpProblem);
    expect(await copy.readiness.check()).toMatchObject({ ok: false });
    await copy.load();
    await copy.loaded();
    expect(copy.current().get('kale')).toEqual(kale);
    expect(await copy.readiness.check()).toEqual({ ok: true });
  });

  it('asks again until the catalog answers', async () => {
    let asked = 0;
    const copy = createIngredientCopy(async () => {
      asked++;
      if (asked < 2) throw new Error('the catalog is starting');
      return [kale];
    }, silent);
    await copy.load();
    expect(asked).toBe(2);
    expect([...copy.current().keys()]).toEqual(['kale']);
  });

  it('holds the whole list fetched on a refresh, without the ingredients it no longer has', async () => {
    let list = [kale, rice];
    const copy = createIngredientCopy(async () => list, silent);
    await copy.load();
    list = [{ ...kale, name: 'Curly kale' }];
    await copy.refresh();
    expect([...copy.current().values()].map((i) => i.name)).toEqual(['Curly kale']);
  });

  it('stops waiting for a first copy when the service stops', async () => {
    const copy = createIngredientCopy(async () => {
      throw new Error('no catalog');
    }, silent);
    const loading = copy.load();
    copy.stop();
    await loading;
    await expect(copy.loaded()).rejects.toThrow('stopped before');
  });
});
