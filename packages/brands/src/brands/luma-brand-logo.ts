import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Luma: a crescent moon beside a lower-case wordmark. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: { ...BRAND_COLOUR_ROLES, tertiary: '#ffffff' },
  shapes: [
    { kind: 'circle', cx: 17, cy: 18, r: 14, fill: 'primary' },
    { kind: 'circle', cx: 23, cy: 13, r: 11, fill: 'tertiary' },
    { kind: 'text', x: 38, y: 29, text: 'luma', size: 28, weight: 700, fill: 'primary', width: 82 },
    { kind: 'circle', cx: 129, cy: 9, r: 4, fill: 'secondary' },
  ],
};
