/** The three colours every logo is drawn from (docs/product/data.md "Brand logo"). */
export interface LogoColours {
  primary: string;
  secondary: string;
  tertiary: string;
}

/** A shape fills with one of the logo's colour roles, or a fixed colour (seasonal bands). */
export type LogoPaint = keyof LogoColours | `#${string}`;

/**
 * Logos are data, not markup: the web app draws them as inline SVG (no extra request, no
 * inline style, nothing to sanitise) and the same data renders to a standalone SVG (logoSvg).
 */
export type LogoShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number; fill: LogoPaint }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: LogoPaint }
  | { kind: 'path'; d: string; fill: LogoPaint | 'none'; stroke?: LogoPaint; strokeWidth?: number }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      weight: 400 | 700;
      fill: LogoPaint;
      /** Squeezed or stretched to exactly this width, so the wordmark fits whatever font renders it. */
      width: number;
    };

export type LogoVariant = 'standard' | 'pride' | 'black-history';

export interface LogoDefinition {
  /** e.g. 'very-standard', 'very-pride'. */
  id: string;
  /** The accessible name, e.g. 'Verily logo'. */
  label: string;
  variant: LogoVariant;
  width: number;
  height: number;
  colours: LogoColours;
  shapes: readonly LogoShape[];
}

/** docs/product/constants.md logo sizes: the ocean brand 80 × 19, every other brand 138 × 40. */
export const LOGO_SIZE = { standard: { width: 138, height: 40 }, ocean: { width: 80, height: 19 } } as const;

/** The brand's three colours, each painting the role of its rank: most logos' colours. */
export const BRAND_COLOUR_ROLES = { primary: 'brand', secondary: 'brandSecondary', tertiary: 'brandTertiary' } as const;

export const LOGO_FONT = 'Arial, Helvetica, sans-serif';

/** Resolves a colour role to the colour it stands for. */
export function paintOf(logo: LogoDefinition, paint: LogoPaint | 'none'): string {
  return paint === 'none' || paint.startsWith('#') ? paint : logo.colours[paint as keyof LogoColours];
}

/** The brand colours a logo may paint with (its record's), or a fixed colour such as white. */
export type BrandColourRole = 'brand' | 'brandSecondary' | 'brandTertiary';
export type LogoColourSource = BrandColourRole | `#${string}`;

/**
 * A brand's logo file: the drawing, and which of the brand's colours each role paints with. The
 * brand's record adds the name (the label) and the colours themselves (content/brand-module-of.ts).
 */
export interface LogoArtwork {
  width: number;
  height: number;
  colours: Record<keyof LogoColours, LogoColourSource>;
  shapes: readonly LogoShape[];
}
