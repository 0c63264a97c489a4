import brandFontsUrl from './styles/brand-fonts.css?url';

/**
 * Links the brand's web fonts once the page has painted (decision 017). Requested from the first
 * layout, they arrived before a slow phone's first paint and Lighthouse counted them in it (its FCP
 * holds every highest-priority request finished before the paint), though `font-display: swap`
 * never waits for them. The metric-matched fallbacks (global.css) draw the first paint; the swap
 * moves nothing. A browser without paint timing keeps the fallbacks.
 */
export function loadBrandFontsAfterFirstPaint(): void {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: brandFontsUrl }));
  }).observe({ type: 'paint', buffered: true });
}
