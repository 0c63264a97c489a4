import { describe, expect, it, vi } from 'vitest';
import { onConsentSettingsRequest, requestConsentSettings } from './settings-request.ts';

describe('the consent settings request', () => {
  it('reaches the listener at once when it listens', () => {
    const open = vi.fn();
    const stop = onConsentSettingsRequest(open);
    requestConsentSettings();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for a listener that arrives later (the lazy consent code), and is answered once', () => {
    requestConsentSettings();
    const open = vi.fn();
    const stop = onConsentSettingsRequest(open);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    const again = vi.fn();
    onConsentSettingsRequest(again)();
    expect(again).not.toHaveBeenCalled();
  });
});
