import { useLayoutEffect, type RefObject } from 'react';

const HEIGHT_PROPERTY = '--qc-consent-banner-height';

/**
 * WCAG 2.2 2.4.11: the fixed banner must never hide the focused element. Its live height becomes
 * the page's scroll padding (and bottom padding), so whatever takes focus scrolls clear of it.
 * CSSOM writes are allowed under our CSP (style-src 'self' forbids only inline style attributes).
 */
export function useBannerClearance(wrapper: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    // The wrapper stays in the flow with no height; the fixed banner is its first child.
    const banner = wrapper.current?.firstElementChild;
    const root = document.documentElement;
    if (!banner) return;
    const measure = () =>
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [wrapper]);
}
