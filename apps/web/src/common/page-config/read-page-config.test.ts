import {
  API_BASE_URL,
  API_PATHS,
  DEFAULT_SESSION_EXPIRY_MINUTES,
  DEFAULT_TECHNICAL_ERROR,
  PAGE_CONFIG_ELEMENT_ID,
} from '@quickcheck/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
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
    for (const block of document.querySelectorAll(`#${PAGE_CONFIG_ELEMENT_ID}`)) block.remove();
  });

  it('reads the JSON block the server wrote', () => {
    writeConfigBlock(
      JSON.stringify({
        brand: 'very',
        orchestration: { baseUrl: API_BASE_URL, paths: API_PATHS },
        sessionExpiryMinutes: 30,
        sessionInactivityMinutes: 20,
        technicalErrorBrands: ['ocean'],
        technicalError: { heading: DEFAULT_TECHNICAL_ERROR.heading, body: 'Try again later.' },
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
    expect(config.orchestration.baseUrl).toBe(API_BASE_URL);
    expect(config.sessionExpiryMinutes).toBe(DEFAULT_SESSION_EXPIRY_MINUTES);
    expect(config.technicalError).toEqual(DEFAULT_TECHNICAL_ERROR);
  });

  it('falls back to defaults when the block is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeConfigBlock('{"brand": 42}');
    expect(readPageConfig(document, location()).brand).toBe('quickcheck');
  });

  it('falls back to defaults when the block is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeConfigBlock('{brand');
    expect(readPageConfig(document, location('?partner=very')).brand).toBe('very');
  });

  it('falls back to defaults when a nested field is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = pageConfig({ brand: 'very' });
    writeConfigBlock(JSON.stringify({ ...config, journey: { consumerName: 'VERY', aggregator: 'no' } }));
    // The defaults: the brand's own journey, not the block's.
    expect(readPageConfig(document, location()).brand).toBe('quickcheck');
    document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
    writeConfigBlock(JSON.stringify({ ...config, sessionExpiryMinutes: 0 }));
    expect(readPageConfig(document, location()).sessionExpiryMinutes).toBe(DEFAULT_SESSION_EXPIRY_MINUTES);
  });

  it('reads no journey from the address when no server wrote the page: only the server reads a query', () => {
    expect(readPageConfig(document, location('?partner=very&consumerName=msm&campaign=C1')).journey).toBeUndefined();
  });

  it('reads the journey the server resolved', () => {
    const journey = { consumerName: 'MSM', aggregator: true, definitionId: 'aggregator-standard' };
    writeConfigBlock(JSON.stringify(pageConfig({ journey })));
    expect(readPageConfig(document, location()).journey).toEqual(journey);
  });

  it('treats an unknown brand as the default brand', () => {
    expect(brandOf({ brand: 'nope' })).toBe('quickcheck');
  });
});
