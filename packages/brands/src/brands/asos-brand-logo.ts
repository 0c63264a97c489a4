import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Atelier Style (id `asos`): a lower-case wordmark over a hairline rule. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: BRAND_COLOUR_ROLES,
  shapes: [
    { kind: 'rect', x: 0, y: 2, width: 138, height: 29, fill: 'tertiary' },
    { kind: 'text', x: 4, y: 25, text: 'atelier', size: 26, weight: 700, fill: 'primary', width: 88 },
    { kind: 'text', x: 96, y: 25, text: 'STYLE', size: 11, weight: 700, fill: 'secondary', width: 38 },
    { kind: 'rect', x: 0, y: 33, width: 138, height: 1.5, fill: 'primary' },
  ],
};
