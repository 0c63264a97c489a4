import { describe, expect, it, vi } from 'vitest';
import { offerSave, saveOffered } from './save-offer.ts';

describe('the save offer between the form and the time-out warning', () => {
  it('offers the registered opener until the form takes it back', () => {
    const open = vi.fn();
    const withdraw = offerSave(open);
    saveOffered()?.();
    expect(open).toHaveBeenCalledOnce();
    withdraw();
    expect(saveOffered()).toBeUndefined();
  });

  it('keeps a newer form’s opener when an older one leaves after it arrived', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const withdrawOlder = offerSave(older);
    const withdrawNewer = offerSave(newer);
    withdrawOlder();
    expect(saveOffered()).toBe(newer);
    withdrawNewer();
  });
});
