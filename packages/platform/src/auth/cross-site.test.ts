import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, type WriteOrigin } from './cross-site.js';

const write = (fields: Partial<WriteOrigin>): WriteOrigin => ({
  method: 'POST',
  secFetchSite: undefined,
  origin: undefined,
  host: 'mise.ca',
  ...fields,
});
const origins = ['https://shop.mise.ca'];

describe('a cross-site write', () => {
  it('is never a read', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSiteWrite(write({ method, secFetchSite: 'cross-site' }), origins)).toBe(false);
    }
  });

  it('is what the browser says it is, when it says', () => {
    expect(isCrossSiteWrite(write({ secFetchSite: 'same-origin' }), origins)).toBe(false);
    expect(isCrossSiteWrite(write({ secFetchSite: 'none' }), origins)).toBe(false);
    expect(
      isCrossSiteWrite(
        write({ secFetchSite: 'cross-site', origin: 'https://evil.example' }),
        origins,
      ),
    ).toBe(true);
    expect(
      isCrossSiteWrite(
        write({ secFetchSite: 'same-site', origin: 'https://blog.mise.ca' }),
        origins,
      ),
    ).toBe(true);
  });

  it('is judged by Origin against the Host the browser addressed, or a public origin', () => {
    expect(isCrossSiteWrite(write({ origin: 'https://mise.ca' }), origins)).toBe(false);
    expect(isCrossSiteWrite(write({ origin: 'https://shop.mise.ca' }), origins)).toBe(false);
    expect(isCrossSiteWrite(write({ origin: 'https://evil.example' }), origins)).toBe(true);
    expect(isCrossSiteWrite(write({ origin: 'null' }), origins)).toBe(true);
  });

  it('is not a request with neither header: no browser page sent it', () => {
    expect(isCrossSiteWrite(write({}), origins)).toBe(false);
  });
});
