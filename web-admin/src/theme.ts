import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Mise's brand colours, shared with the shop. */
export const brand = { green: '#489800', leaf: '#7bc941' } as const;

/**
 * The brand green reaches only 3.6:1 against white, short of the 4.5:1 WCAG AA asks of
 * ordinary text, and MUI paints primary.main both as text on white (links, text buttons,
 * focused labels) and as a fill behind white text. This shade is the brand green darkened
 * until it passes both ways: on white, on react-admin's off-white page background, and on the
 * grey of a filled form field under the pointer, where a focused label sits.
 */
const readableGreen = '#357200';

export const palette = {
  ...defaultTheme.palette,
  primary: { main: readableGreen, light: brand.green, contrastText: '#ffffff' },
  // The leaf green is the app bar colour; white on it is unreadable (2.1:1), a deep green is not.
  secondary: { main: brand.leaf, contrastText: '#142800' },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette,
  components: {
    ...defaultTheme.components,
    // react-admin fades an empty list's sentence to half opacity: 2.7:1, unreadable for some.
    // Secondary text is faint enough and still reads at 5.5:1.
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } },
      },
    },
  },
};
