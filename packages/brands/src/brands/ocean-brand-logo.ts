import { BRAND_COLOUR_ROLES, LOGO_SIZE, type LogoArtwork } from '../logo/logo-types.ts';

/** Ocean: a wave beside the wordmark, at the spec's smaller 80 × 19. */
export const logo: LogoArtwork = {
  ...LOGO_SIZE.ocean,
  colours: BRAND_COLOUR_ROLES,
  shapes: [
    { kind: 'circle', cx: 9, cy: 8.5, r: 8, fill: 'tertiary' },
    { kind: 'path', d: 'M2 10 Q5.5 5 9 10 T16 10', fill: 'none', stroke: 'secondary', strokeWidth: 2 },
    { kind: 'text', x: 20, y: 14, text: 'ocean', size: 15, weight: 700, fill: 'primary', width: 58 },
  ],
};
