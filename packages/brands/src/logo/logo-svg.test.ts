import { describe, expect, it } from 'vitest';
import { loadBrandModule } from '../content/load-brand-module.ts';
import { logoSvg } from './logo-svg.ts';
import { seasonalLogo } from './seasonal-logo.ts';

const postoffice = await loadBrandModule('postoffice');

describe('a logo as a standalone SVG', () => {
  it('is labelled, sized and drawn in the logo’s colours', () => {
    const svg = logoSvg(postoffice.logo);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img" aria-label="Postal Counters logo"/);
    expect(svg).toContain('width="138" height="40" viewBox="0 0 138 40"');
    expect(svg).toContain('<title>Postal Counters logo</title>');
    expect(svg).toContain('fill="#c8102e"');
    expect(svg).toContain('>Counters</text>');
  });

  it('escapes text so a label cannot break the markup', () => {
    const svg = logoSvg({ ...postoffice.logo, label: 'A & "B" <C>' });
    expect(svg).toContain('aria-label="A &#38; &#34;B&#34; &#60;C&#62;"');
  });

  it('draws the seasonal band', () => {
    expect(logoSvg(seasonalLogo(postoffice.logo, 'pride'))).toContain('fill="#750787"');
  });
});
