/**
 * Token values that CSS custom properties cannot carry: media queries need literal lengths,
 * and timers in components need the durations as numbers. Keep in step with tokens.css.
 */

/** Responsive breakpoints in px (docs/product/constants.md), for `@media (min-width: …)`. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;

/** The default style's breakpoints (docs/product/constants.md), in em. */
export const DEFAULT_STYLE_BREAKPOINTS = ['40em', '52em', '64em'] as const;

/** Spacing scale in rem, as --qc-space-1 … --qc-space-5. */
export const SPACING_REM = [0.8, 1.6, 2.4, 3.2, 6.4] as const;

export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Content column widths in px, as --qc-column-1 … --qc-column-6. */
export const COLUMN_WIDTHS = [674, 738, 904, 968, 1070, 1134] as const;

export const Z_INDEX = { cookieBanner: 9900, modal: 9999 } as const;

/** Durations in ms (docs/product/constants.md): accordion close, spinner turn, lazy indicator delay. */
export const DURATIONS = { accordionClose: 250, spinnerTurn: 1200, lazyIndicatorDelay: 200 } as const;
