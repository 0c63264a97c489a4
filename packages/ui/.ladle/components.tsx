import { useEffect } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { BRAND_IDS, DEFAULT_BRAND, DESIGN_SYSTEM_STYLE_IDS } from '@quickcheck/brands';
import '../src/tokens/tokens.css';
// Generated from the brand registry by `npm run themes` before every catalogue build (git-ignored).
import './themes.css';
import './catalogue.css';

const STYLES = [...BRAND_IDS, ...DESIGN_SYSTEM_STYLE_IDS];

/** One control on every story: the brand style (also settable in the URL as ?arg-brand=<id>). */
export const argTypes = {
  brand: { control: { type: 'select' }, options: STYLES, defaultValue: DEFAULT_BRAND },
};

function isStyle(value: unknown): value is (typeof STYLES)[number] {
  return typeof value === 'string' && (STYLES as readonly string[]).includes(value);
}

/** Applies the chosen brand's tokens to the page and to the story's root. */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const chosen: unknown = globalState.control['brand']?.value;
  const style = isStyle(chosen) ? chosen : DEFAULT_BRAND;

  // The page background and dialogs in the top layer read the tokens from <html>.
  useEffect(() => {
    document.documentElement.dataset['qcStyle'] = style;
  }, [style]);

  return (
    <div className="qc-story" data-qc-style={style} data-qc-catalogue-root="">
      {children}
    </div>
  );
};
