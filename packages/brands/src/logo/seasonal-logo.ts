import type { LogoDefinition, LogoShape, LogoVariant } from './logo-types.ts';

/**
 * docs/product/overview.md: Pride in June, July and 1–7 August; Black History in October and 1–7 November;
 * the standard logo otherwise. Local date parts: the visitor's calendar day is what counts.
 */
export function logoVariantFor(date: Date): LogoVariant {
  const month = date.getMonth();
  const day = date.getDate();
  if (month === 5 || month === 6 || (month === 7 && day <= 7)) return 'pride';
  if (month === 9 || (month === 10 && day <= 7)) return 'black-history';
  return 'standard';
}

/** The progress-pride rainbow and the red, gold and green of Black History Month. */
const BAND_COLOURS: Record<Exclude<LogoVariant, 'standard'>, readonly `#${string}`[]> = {
  pride: ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'],
  'black-history': ['#1d1d1f', '#c8102e', '#f2b705', '#007a3d'],
};

const LABEL_SUFFIX: Record<Exclude<LogoVariant, 'standard'>, string> = {
  pride: 'celebrating Pride',
  'black-history': 'celebrating Black History Month',
};

/**
 * A seasonal logo is the standard one with a band of the season's colours along its foot:
 * the wordmarks leave that strip empty, so nothing is covered and the size stays the spec's.
 */
export function seasonalLogo(logo: LogoDefinition, variant: LogoVariant): LogoDefinition {
  if (variant === 'standard') return logo;
  const colours = BAND_COLOURS[variant];
  const bandHeight = logo.height >= 40 ? 3 : 2;
  const stripeWidth = logo.width / colours.length;
  const band: LogoShape[] = colours.map((fill, index) => ({
    kind: 'rect',
    x: Number((index * stripeWidth).toFixed(2)),
    y: logo.height - bandHeight,
    width: Number(stripeWidth.toFixed(2)),
    height: bandHeight,
    fill,
  }));
  return {
    ...logo,
    id: logo.id.replace(/-standard$/, '') + `-${variant}`,
    label: `${logo.label}, ${LABEL_SUFFIX[variant]}`,
    variant,
    shapes: [...logo.shapes, ...band],
  };
}

/** The logo to show today. */
export const logoFor = (logo: LogoDefinition, date: Date = new Date()) => seasonalLogo(logo, logoVariantFor(date));
