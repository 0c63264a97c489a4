import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import { PAGE_CONFIG_ELEMENT_ID } from '@quickcheck/contracts';

/**
 * Without the server (Vite dev server) nothing filled the page's head: load the brand
 * theme through the dev proxy and set what the server would have set.
 */
export function applyDevFallback(brand: BrandId): void {
  if (document.getElementById(PAGE_CONFIG_ELEMENT_ID)) return;
  document.documentElement.dataset.brand = brand;
  if (!document.title) document.title = BRAND_TEXT[brand].pageTitle;
  if (!document.querySelector('link[href*="/theme.css"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `/brand/${brand}/theme.css`;
    document.head.append(link);
  }
}
