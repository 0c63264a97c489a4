import { describe, expect, it } from 'vitest';
import { loadBrandModule } from '../content/load-brand-module.ts';
import { logoFor, logoVariantFor, seasonalLogo } from './seasonal-logo.ts';

const [ocean, very] = await Promise.all([loadBrandModule('ocean'), loadBrandModule('very')]);

// Local dates: the visitor's calendar day decides (month is 0-based in Date).
const on = (month: number, day: number) => new Date(2026, month - 1, day, 12);

describe('seasonal logo (docs/product/overview.md)', () => {
  it.each([
    ['31 May', on(5, 31), 'standard'],
    ['1 June', on(6, 1), 'pride'],
    ['31 July', on(7, 31), 'pride'],
    ['7 August', on(8, 7), 'pride'],
    ['8 August', on(8, 8), 'standard'],
    ['30 September', on(9, 30), 'standard'],
    ['1 October', on(10, 1), 'black-history'],
    ['7 November', on(11, 7), 'black-history'],
    ['8 November', on(11, 8), 'standard'],
    ['1 January', on(1, 1), 'standard'],
  ])('%s → %s', (_name, date, variant) => {
    expect(logoVariantFor(date)).toBe(variant);
  });

  it('counts the whole last day of a season, up to midnight', () => {
    expect(logoVariantFor(new Date(2026, 7, 7, 23, 59, 59))).toBe('pride');
    expect(logoVariantFor(new Date(2026, 7, 8, 0, 0, 0))).toBe('standard');
    expect(logoVariantFor(new Date(2026, 10, 7, 23, 59, 59))).toBe('black-history');
  });

  it('keeps the standard logo outside the seasons', () => {
    expect(logoFor(very.logo, on(3, 14))).toBe(very.logo);
  });

  it('adds a band of the season’s colours at the foot, keeping id, label and size meaningful', () => {
    const pride = seasonalLogo(very.logo, 'pride');
    expect(pride).toMatchObject({ id: 'very-pride', label: 'Verily logo, celebrating Pride', width: 138, height: 40 });
    expect(pride.shapes).toHaveLength(very.logo.shapes.length + 6);
    const history = logoFor(ocean.logo, on(10, 15));
    expect(history).toMatchObject({ id: 'ocean-black-history', width: 80, height: 19 });
    expect(history.label).toBe('Ocean logo, celebrating Black History Month');
    expect(history.shapes.slice(-4).every((shape) => shape.kind === 'rect' && shape.y === 17)).toBe(true);
  });
});
