import { describe, expect, it } from 'vitest';
import { stackFrames, storedPagePath } from './client-error-privacy.ts';
import { storedData, storedEventName } from './event-privacy.ts';
import { scrubFreeText, scrubPersonalData } from './scrub.ts';

describe('scrubPersonalData', () => {
  it.each([
    ['mail jane.doe+x@example.co.uk now', 'mail [email] now'],
    ['call 07700 900123 or +44 7700 900123 or 020 7946 0958', 'call [phone] or [phone] or [phone]'],
    ['at SW1A 1AA and m1 1ae', 'at [postcode] and [postcode]'],
    ['born 29-02-1988', 'born [date]'],
    ['card 4111111111111111', 'card [number]'],
    ['status 404 after 3 tries', 'status 404 after 3 tries'],
  ])('%j → %j', (text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });
});

describe('scrubFreeText', () => {
  it('keeps lowercase words and punctuation, replaces capitalised words, quotes and URLs', () => {
    expect(scrubFreeText("Cannot read properties of undefined (reading 'name')")).toBe(
      '[word] read properties of undefined (reading [quoted])',
    );
    expect(scrubFreeText('Invalid name Jane Doe at https://x.example/?n=Jane')).toBe(
      '[word] name [word] [word] at [url]',
    );
  });

  it('truncates to 200 characters', () => {
    expect(scrubFreeText('a '.repeat(300))).toHaveLength(201);
  });
});

describe('stack frames', () => {
  it('keeps V8 and Gecko frames without origin or query, and drops every other line', () => {
    const stack = [
      'TypeError: Jane Doe is not valid',
      '    at Object.render (https://very-quickcheck.example.co.uk/assets/app.js?name=Jane:10:20)',
      '    at async Promise.all (index 0)',
      'save@http://localhost:3000/assets/app.js#x:3:4',
      'Jane Doe',
    ].join('\n');
    expect(stackFrames(stack)).toEqual(['Object.render (/assets/app.js:10:20)', 'save (/assets/app.js:3:4)']);
  });

  it('stores a page path only if it is one of ours', () => {
    expect(storedPagePath('http://localhost:3000/result?firstName=Jane')).toBe('/result');
    expect(storedPagePath('/Jane-Doe')).toBe('[text]');
  });
});

describe('event privacy', () => {
  it('keeps lowerCamel names and code-shaped values; marks typed text and drops odd keys', () => {
    expect(storedEventName('pageView')).toBe('pageView');
    expect(storedEventName('step2View')).toBe('step2View');
    expect(storedEventName('JaneDoe')).toBe('otherEvent');
    expect(storedEventName('call07700900123')).toBe('otherEvent');
    expect(
      storedData({
        stage: 'about-you',
        fields: ['first-name', 'Jane'],
        who: 'Jane Doe',
        reason: 'NOT_A_REASON',
        amount: 7700900123,
        count: 3,
        Jane: 'x',
      }),
    ).toEqual({
      stage: 'about-you',
      fields: ['first-name', '[text]'],
      who: '[text]',
      reason: '[text]',
      amount: '[text]',
      count: 3,
    });
  });

  it('keeps a field vital whole (issue 26): the console reads p75 per brand and page from it', () => {
    const vital = {
      metric: 'lcp',
      value: 1234,
      rating: 'needs-improvement',
      navigation: 'back-forward-cache',
      brand: 'very',
      path: '/',
    };
    expect(storedEventName('webVital')).toBe('webVital');
    expect(storedData(vital)).toEqual(vital);
    expect(storedData({ metric: 'cls', value: 0.0123 })).toEqual({ metric: 'cls', value: 0.0123 });
  });
});
