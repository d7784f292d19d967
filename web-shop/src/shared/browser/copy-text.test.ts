import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('copies through the clipboard when the browser allows it', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);

    await expect(copyText('http://shop.test/s/Ab3')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://shop.test/s/Ab3');
  });

  it('falls back to a selected field, and leaves no field behind', async () => {
    stubClipboard(() => Promise.reject(new Error('not allowed')));
    let copied = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        copied = document.querySelector('textarea')?.value ?? '';
        return true;
      },
    });

    await expect(copyText('http://shop.test/s/Ab3')).resolves.toBe(true);
    expect(copied).toBe('http://shop.test/s/Ab3');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when neither way works', async () => {
    stubClipboard(() => Promise.reject(new Error('not allowed')));
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        throw new Error('unsupported');
      },
    });

    await expect(copyText('http://shop.test/s/Ab3')).resolves.toBe(false);
  });
});
