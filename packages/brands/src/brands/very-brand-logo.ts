import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Verily (id `very`): a bold wordmark on a swept underline, with a spark. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: BRAND_COLOUR_ROLES,
  shapes: [
    { kind: 'rect', x: 112, y: 4, width: 24, height: 24, rx: 12, fill: 'tertiary' },
    { kind: 'path', d: 'M124 8 L126.5 14 L132 16 L126.5 18 L124 24 L121.5 18 L116 16 L121.5 14 Z', fill: 'primary' },
    { kind: 'text', x: 2, y: 28, text: 'Verily', size: 30, weight: 700, fill: 'primary', width: 104 },
    { kind: 'path', d: 'M3 33 Q55 28 108 33', fill: 'none', stroke: 'secondary', strokeWidth: 2 },
  ],
};
