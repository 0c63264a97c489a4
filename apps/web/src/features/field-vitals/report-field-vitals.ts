import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { track } from '../../common/analytics/analytics.ts';

/** The page a vital belongs to, as the server's vocabulary names it: stages are the form's page. */
export function vitalsPage(pathname: string): string {
  return pathname.startsWith('/eligibility/') ? '/' : pathname;
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page load as `webVital` events (docs/analytics-events.md):
 * milliseconds, except CLS (unitless, four decimals). Each is reported once, when final (INP, CLS and
 * LCP when the page is hidden).
 */
export function reportFieldVitals(brand: string, pathname: string): void {
  const page = vitalsPage(pathname);
  const report = (metric: Metric) =>
    track('webVital', {
      metric: metric.name.toLowerCase(),
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      navigation: metric.navigationType,
      brand,
      path: page,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
