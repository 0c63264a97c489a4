import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTANT_ISSUANCE, isInstantIssuanceEnabled, isPhone, type DeviceSignals } from './instant-issuance.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120 Safari/537.36';

const device = (overrides: Partial<DeviceSignals>): DeviceSignals => ({
  userAgent: LINUX,
  maxTouchPoints: 0,
  coarsePointer: false,
  viewportWidth: 1280,
  ...overrides,
});

describe('isPhone', () => {
  it('knows phones from tablets by their user agent', () => {
    expect(isPhone(device({ userAgent: IPHONE }))).toBe(true);
    expect(isPhone(device({ userAgent: ANDROID_PHONE }))).toBe(true);
    expect(isPhone(device({ userAgent: ANDROID_TABLET, coarsePointer: true, viewportWidth: 600 }))).toBe(false);
    expect(isPhone(device({ userAgent: IPAD, coarsePointer: true, viewportWidth: 600 }))).toBe(false);
    // iPadOS asks for desktop sites: a Mac with touch points is an iPad.
    expect(isPhone(device({ userAgent: MAC, maxTouchPoints: 5, coarsePointer: true, viewportWidth: 700 }))).toBe(false);
  });

  it('falls back to a coarse pointer on a narrow screen', () => {
    expect(isPhone(device({ coarsePointer: true, viewportWidth: 390 }))).toBe(true);
    expect(isPhone(device({ coarsePointer: true, viewportWidth: 1024 }))).toBe(false);
    expect(isPhone(device({ coarsePointer: false, viewportWidth: 390 }))).toBe(false);
  });
});

describe('isInstantIssuanceEnabled', () => {
  const base = { config: DEFAULT_INSTANT_ISSUANCE, brand: 'quickcheck' as const, phone: true, editing: false };

  it('is on for a qualifying brand on a phone outside edit mode', () => {
    expect(isInstantIssuanceEnabled(base)).toBe(true);
    expect(isInstantIssuanceEnabled({ ...base, editing: true })).toBe(false);
    expect(isInstantIssuanceEnabled({ ...base, brand: 'very' })).toBe(false);
    expect(isInstantIssuanceEnabled({ ...base, phone: false })).toBe(false);
  });

  it('follows the rule of docs/product/overview.md#brand-groups-and-flags for every combination', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (on, full, qualifies, phone, editing) => {
          const config = { enabled: on, fullRollout: full, brands: qualifies ? ['quickcheck'] : [] };
          const expected = on && phone && (full || (qualifies && !editing));
          expect(isInstantIssuanceEnabled({ config, brand: 'quickcheck', phone, editing })).toBe(expected);
        },
      ),
    );
  });
});
