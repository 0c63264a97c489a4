import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** The provider's own brand (the spec's {product}) and the default: a tick in a rounded square beside the wordmark. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.standard,
  colours: { ...BRAND_COLOUR_ROLES, tertiary: '#ffffff' },
  shapes: [
    { kind: 'rect', x: 0, y: 3, width: 31, height: 31, rx: 7, fill: 'primary' },
    { kind: 'path', d: 'M7 19 L13.5 25.5 L24.5 12', fill: 'none', stroke: 'tertiary', strokeWidth: 4 },
    { kind: 'text', x: 36, y: 26, text: 'Quick', size: 19, weight: 700, fill: 'primary', width: 49 },
    { kind: 'text', x: 86, y: 26, text: 'Check', size: 19, weight: 700, fill: 'secondary', width: 51 },
  ],
};
