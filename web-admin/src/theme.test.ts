import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brand, palette } from './theme';

// WCAG AA for ordinary text.
const aa = 4.5;
// react-admin's light page background, behind every list and form.
const pageBackground = '#fafafb';
// A filled form field's background under the pointer (rgba(0, 0, 0, 0.09) on white).
const filledFieldHover = '#e8e8e8';

describe('theme', () => {
  it('keeps primary text readable on white and on the page background', () => {
    expect(getContrastRatio(palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(aa);
    expect(getContrastRatio(palette.primary.main, pageBackground)).toBeGreaterThanOrEqual(aa);
  });

  it("keeps a focused field's label readable on the field's own grey", () => {
    expect(getContrastRatio(palette.primary.main, filledFieldHover)).toBeGreaterThanOrEqual(aa);
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
