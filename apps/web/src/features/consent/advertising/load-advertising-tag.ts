import { onConsentChange, readConsent, type ConsentLevels } from '../../../common/consent/consent-levels.ts';

let loading: Promise<void> | undefined;

function loadIfAllowed(levels: ConsentLevels | undefined): Promise<void> | undefined {
  if (!levels?.advertising) return loading;
  // The tag is its own lazy chunk: a visitor without advertising consent never downloads it.
  loading ??= import('./advertising-tag.ts').then((tag) => tag.installAdvertisingTag());
  return loading;
}

/** docs/product/data.md level 3: the advertising tag loads only once the visitor allows advertising cookies. */
export function startAdvertisingTagLoader(): () => void {
  void loadIfAllowed(readConsent());
  return onConsentChange((levels) => void loadIfAllowed(levels));
}
