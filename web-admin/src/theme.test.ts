import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brand, palette } from './theme';

// WCAG AA for ordinary text.
const aa = 4.5;
// react-admin's light page background, behind every list and form.
const pageBackground = '#fafafb';

describe('theme', () => {
  it('keeps primary text readable on white and on the page background', () => {
    expect(getContrastRatio(palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(aa);
    expect(getContrastRatio(palette.primary.main, pageBackground)).toBeGreaterThanOrEqual(aa);
  });

  it('keeps text on a primary fill readable', () => {
    const { main, contrastText } = palette.primary;
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(aa);
  });

  it('paints the app bar in the brand leaf green with readable text', () => {
    const { main, contrastText } = palette.secondary;
    expect(main).toBe(brand.leaf);
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(aa);
  });
});
