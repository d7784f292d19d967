import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('turns markup into text, in elements and quoted attributes alike', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
  });

  it('leaves accents and other text as they are', () => {
    expect(escapeHtml('Crème brûlée — 2 × 250 g')).toBe('Crème brûlée — 2 × 250 g');
  });
});
