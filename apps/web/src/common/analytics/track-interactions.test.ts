import { describe, expect, it, vi } from 'vitest';
import * as analytics from './analytics.ts';
import { trackCta, trackFieldFocus } from './track-interactions.ts';

describe('interaction tracking', () => {
  it('sends a focused control by its name only, never its value, and ignores buttons', () => {
    const track = vi.spyOn(analytics, 'track');
    const input = document.createElement('input');
    input.name = 'first-name';
    input.value = 'Ada';
    trackFieldFocus(input);
    trackFieldFocus(document.createElement('button'));
    expect(track.mock.calls).toEqual([['fieldFocus', { field: 'first-name' }]]);
  });

  it('sends ctaButtonClick with the action id', () => {
    const track = vi.spyOn(analytics, 'track');
    trackCta('continue', { stage: 'about-you' });
    expect(track).toHaveBeenCalledWith('ctaButtonClick', { action: 'continue', stage: 'about-you' });
  });
});
