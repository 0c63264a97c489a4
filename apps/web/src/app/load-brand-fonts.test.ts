import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrandFontsAfterFirstPaint } from './load-brand-fonts.ts';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A stand-in for the browser's paint timing: the test says when a paint is reported. */
function fakePaintTiming() {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      private readonly entry;
      constructor(callback: PaintCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        {
          disconnect: () => (observer.disconnected = true),
        },
      );
    }
  };
}

// The only style sheet the function links (its address is the build's; tests load no CSS).
const fontSheets = () => document.head.querySelectorAll('link[rel="stylesheet"]');

describe('the brand fonts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('are linked only once the first contentful paint is reported, and once', () => {
    const paint = fakePaintTiming();
    loadBrandFontsAfterFirstPaint();
    paint('first-paint');
    expect(fontSheets()).toHaveLength(0);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(fontSheets()).toHaveLength(1);
  });
});
