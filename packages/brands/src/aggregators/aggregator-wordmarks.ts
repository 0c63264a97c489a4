import type { AGGREGATOR_CODES } from '../brand-groups.ts';
import type { LogoDefinition, LogoShape } from '../logo/logo-types.ts';

export type AggregatorCode = (typeof AGGREGATOR_CODES)[number];

const WIDTH = 138;
const HEIGHT = 32;

/** A comparison site's wordmark: a rounded badge with its mark, then its (fictional) name squeezed to fit. */
function wordmark(code: AggregatorCode, name: string, colours: LogoDefinition['colours'], mark: LogoShape[]) {
  const shapes: LogoShape[] = [
    { kind: 'rect', x: 0, y: 2, width: 28, height: 28, rx: 7, fill: 'primary' },
    ...mark,
    { kind: 'text', x: 34, y: 22, text: name, size: 15, weight: 700, fill: 'primary', width: WIDTH - 36 },
  ];
  const logo: LogoDefinition = {
    id: `aggregator-${code.toLowerCase()}`,
    label: `${name} logo`,
    variant: 'standard',
    width: WIDTH,
    height: HEIGHT,
    colours,
    shapes,
  };
  return logo;
}

/**
 * docs/product/overview.md 'Aggregator codes that have logos'. Names and drawings are fictional, drawn for this
 * product like the brands' logos (docs/decisions/004): no comparison site's real artwork.
 */
export const AGGREGATOR_WORDMARKS: Record<AggregatorCode, LogoDefinition> = {
  MSM: wordmark('MSM', 'Mint Savings Mall', { primary: '#0b5d4b', secondary: '#7fd1b9', tertiary: '#ffffff' }, [
    { kind: 'path', d: 'M6 24 L6 10 L14 18 L22 10 L22 24', fill: 'none', stroke: 'tertiary', strokeWidth: 3 },
  ]),
  CLRS: wordmark('CLRS', 'ClearRates', { primary: '#1d3f8f', secondary: '#8fb2ff', tertiary: '#ffffff' }, [
    { kind: 'circle', cx: 14, cy: 16, r: 8, fill: 'secondary' },
    { kind: 'circle', cx: 14, cy: 16, r: 4, fill: 'tertiary' },
  ]),
  TOTM: wordmark('TOTM', 'Totem Money', { primary: '#6a1b5d', secondary: '#f2a7de', tertiary: '#ffffff' }, [
    { kind: 'rect', x: 10, y: 7, width: 8, height: 6, fill: 'tertiary' },
    { kind: 'rect', x: 10, y: 15, width: 8, height: 5, fill: 'secondary' },
    { kind: 'rect', x: 10, y: 22, width: 8, height: 4, fill: 'tertiary' },
  ]),
  CTM: wordmark('CTM', 'Coin Tree Match', { primary: '#24531f', secondary: '#b5e39a', tertiary: '#ffffff' }, [
    { kind: 'circle', cx: 14, cy: 13, r: 7, fill: 'secondary' },
    { kind: 'rect', x: 12, y: 18, width: 4, height: 9, fill: 'tertiary' },
  ]),
  USWC: wordmark('USWC', 'Useful Switch', { primary: '#8a3b00', secondary: '#ffc48a', tertiary: '#ffffff' }, [
    { kind: 'path', d: 'M6 12 H20 L16 8 M22 20 H8 L12 24', fill: 'none', stroke: 'tertiary', strokeWidth: 2.5 },
  ]),
  MCU: wordmark('MCU', 'Money Compass', { primary: '#00486b', secondary: '#7cd3f7', tertiary: '#ffffff' }, [
    { kind: 'circle', cx: 14, cy: 16, r: 9, fill: 'tertiary' },
    { kind: 'path', d: 'M14 8 L17 16 L14 24 L11 16 Z', fill: 'primary' },
  ]),
  EXPR: wordmark('EXPR', 'Express Rates', { primary: '#5b2a86', secondary: '#d1b3f0', tertiary: '#ffffff' }, [
    { kind: 'path', d: 'M7 23 L14 9 L21 23', fill: 'none', stroke: 'tertiary', strokeWidth: 3 },
  ]),
  CK: wordmark('CK', 'Card Kite', { primary: '#9c1c3c', secondary: '#ffb3c6', tertiary: '#ffffff' }, [
    { kind: 'path', d: 'M14 6 L22 14 L14 26 L6 14 Z', fill: 'secondary' },
    { kind: 'path', d: 'M14 6 L14 26', fill: 'none', stroke: 'tertiary', strokeWidth: 1.5 },
  ]),
};
