import { describe, expect, it } from 'vitest';

// Node 25 and later define their own `localStorage` (inert without --localstorage-file), which once
// shadowed jsdom's in these tests on Node 26: the code under test must meet the browser's storage.
describe("the tests' browser storage", () => {
  it.each([
    ['localStorage', () => globalThis.localStorage, () => window.localStorage],
    ['sessionStorage', () => globalThis.sessionStorage, () => window.sessionStorage],
  ])('%s is the window’s own Storage, and keeps what is put in it', (_name, global, own) => {
    expect(global()).toBe(own());
    expect(global()).toBeInstanceOf(window.Storage);
    global().setItem('quickcheck-test', 'kept');
    expect(own().getItem('quickcheck-test')).toBe('kept');
    global().clear();
    expect(own().length).toBe(0);
  });
});
