import { API_PATHS, PAGE_CONFIG_ELEMENT_ID } from '@quickcheck/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandOf, readPageConfig } from './read-page-config.ts';

const location = (search = '') => ({ search, origin: 'http://localhost:5173' }) as Location;

function writeConfigBlock(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('readPageConfig', () => {
  afterEach(() => {
    document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
  });

  it('reads the JSON block the server wrote', () => {
    writeConfigBlock(
      JSON.stringify({
        brand: 'very',
        orchestration: { baseUrl: '/api', paths: API_PATHS },
        sessionExpiryMinutes: 30,
        sessionInactivityMinutes: 20,
        technicalErrorBrands: ['ocean'],
        technicalError: { heading: 'Oops, something went wrong', body: 'Try again later.' },
        agreementOrigin: 'http://localhost:3000',
      }),
    );
    const config = readPageConfig(document, location());
    expect(config.brand).toBe('very');
    expect(config.sessionExpiryMinutes).toBe(30);
    expect(config.technicalErrorBrands).toEqual(['ocean']);
  });

  it('falls back to defaults with the brand from ?partner= when no block exists', () => {
    const config = readPageConfig(document, location('?partner=luma'));
    expect(config.brand).toBe('luma');
    expect(config.orchestration.baseUrl).toBe('/api');
    expect(config.sessionExpiryMinutes).toBe(1440);
  });

  it('falls back to defaults when the block is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeConfigBlock('{"brand": 42}');
    expect(readPageConfig(document, location()).brand).toBe('quickcheck');
  });

  it('treats an unknown brand as the default brand', () => {
    expect(brandOf({ brand: 'nope' })).toBe('quickcheck');
  });
});
