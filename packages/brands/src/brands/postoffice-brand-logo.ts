import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Postal Counters (id `postoffice`): an envelope on a red tile; shown with 'Powered by' the provider. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: { ...BRAND_COLOUR_ROLES, tertiary: '#ffffff' },
  shapes: [
    { kind: 'rect', x: 0, y: 2, width: 34, height: 32, rx: 3, fill: 'primary' },
    { kind: 'rect', x: 29, y: 2, width: 5, height: 32, fill: 'secondary' },
    { kind: 'path', d: 'M5 10 H24 V26 H5 Z M5 10 L14.5 19 L24 10', fill: 'none', stroke: 'tertiary', strokeWidth: 2 },
    { kind: 'text', x: 40, y: 16, text: 'Postal', size: 15, weight: 700, fill: 'primary', width: 50 },
    { kind: 'text', x: 40, y: 33, text: 'Counters', size: 15, weight: 700, fill: 'primary', width: 72 },
  ],
};
