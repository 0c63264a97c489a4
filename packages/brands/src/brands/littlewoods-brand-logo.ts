import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Little Woods Home (id `littlewoods`): a small fir tree beside a two-line wordmark. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: BRAND_COLOUR_ROLES,
  shapes: [
    { kind: 'circle', cx: 14, cy: 18, r: 14, fill: 'tertiary' },
    { kind: 'path', d: 'M14 4 L24 18 L19 18 L26 27 L2 27 L9 18 L4 18 Z', fill: 'secondary' },
    { kind: 'rect', x: 12, y: 27, width: 4, height: 6, fill: 'primary' },
    { kind: 'text', x: 33, y: 18, text: 'Little Woods', size: 16, weight: 700, fill: 'primary', width: 103 },
    { kind: 'text', x: 33, y: 33, text: 'HOME', size: 11, weight: 700, fill: 'secondary', width: 38 },
  ],
};
