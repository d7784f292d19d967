import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

describe('isChunkLoadError', () => {
  it("knows each browser's and Vite's words for a chunk that did not load", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://mise.example/assets/recipe-page-abc.js',
      'error loading dynamically imported module: https://mise.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/recipe-page-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')")),
    ).toBe(false);
  });
});

describe('reloadOnceForChunk', () => {
  function tab(start = 1_000_000) {
    let now = start;
    let reloads = 0;
    const place = {
      storage: sessionStorage,
      reload: () => {
        reloads += 1;
      },
      now: () => now,
    };
    return { place, reloads: () => reloads, later: (ms: number) => (now += ms) };
  }

  it('reloads once, and not again right after: a chunk missing for good never loops', () => {
    sessionStorage.clear();
    const { place, reloads, later } = tab();
    expect(reloadOnceForChunk(place)).toBe(true);
    later(5_000);
    expect(reloadOnceForChunk(place)).toBe(false);
    expect(reloads()).toBe(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads again for a later deploy, ten minutes on', () => {
    sessionStorage.clear();
    const { place, reloads, later } = tab();
    reloadOnceForChunk(place);
    later(10 * 60_000);
    expect(reloadOnceForChunk(place)).toBe(true);
    expect(reloads()).toBe(2);
  });
});
