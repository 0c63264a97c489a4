import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Thinkwise Money (id `thinkmoney`): a light bulb beside a two-line wordmark. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: BRAND_COLOUR_ROLES,
  shapes: [
    { kind: 'circle', cx: 14, cy: 15, r: 11, fill: 'secondary' },
    { kind: 'circle', cx: 11, cy: 12, r: 3, fill: 'tertiary' },
    { kind: 'rect', x: 9, y: 27, width: 10, height: 3, rx: 1, fill: 'primary' },
    { kind: 'rect', x: 10.5, y: 31, width: 7, height: 3, rx: 1, fill: 'primary' },
    { kind: 'text', x: 31, y: 18, text: 'thinkwise', size: 18, weight: 700, fill: 'primary', width: 96 },
    { kind: 'text', x: 31, y: 33, text: 'money', size: 13, weight: 400, fill: 'secondary', width: 48 },
  ],
};
