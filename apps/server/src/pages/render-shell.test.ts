import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageConfigFor } from './page-config.ts';
import { escapeHtml, renderShell, scriptSafeJson } from './render-shell.ts';
import { testConfig } from '../../test/helpers/test-settings.ts';

describe('page shell rendering', () => {
  it('writes JSON that cannot close its script element and parses back unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptSafeJson(value);
        expect(text).not.toMatch(/[<>&]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(scriptSafeJson({ x: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('copies values with $ patterns literally', () => {
    const config = {
      ...pageConfigFor({ brand: 'quickcheck', origin: 'http://localhost:3000' }, testConfig()),
      technicalErrorBrands: ["$&$'$`"],
    };
    const html = renderShell('<html data-brand="quickcheck"><!--app-config--></html>', 'quickcheck', config, {
      favicon: '/f.svg',
    });
    const json = /<script[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).technicalErrorBrands).toEqual(["$&$'$`"]);
  });
});
