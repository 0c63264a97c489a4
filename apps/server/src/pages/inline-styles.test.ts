import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHashOf, inlineStyle, inlineStyleHtml, inlineTemplateStylesheets } from './inline-styles.ts';
import { withScriptPriority } from './render-shell.ts';

const VITE_HEAD = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<link rel="stylesheet" crossorigin href="/assets/other-1.css"></head>`;

describe('inline styles', () => {
  it("hashes the element's exact text as CSP wants it", () => {
    const css = 'a{color:red}\n';
    expect(cspHashOf(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('refuses CSS that could close its element', () => {
    expect(inlineStyle('a{}</STYLE><script>x</script>')).toBeUndefined();
    expect(inlineStyle('a{}')).toMatchObject({ css: 'a{}' });
  });

  it('names a built file by a disabled link (never fetched; Vite does not load it again)', () => {
    expect(inlineStyleHtml(inlineStyle('a{}', '/assets/x.css')!)).toBe(
      '<style>a{}</style><link rel="stylesheet" href="/assets/x.css" disabled>',
    );
    expect(inlineStyleHtml(inlineStyle('a{}')!)).toBe('<style>a{}</style>');
  });

  it("sends the template's linked CSS inline where it was, and leaves a file it cannot read linked", () => {
    const index = inlineStyle('body{margin:0}', '/assets/index-1.css')!;
    const { template, cspHashes } = inlineTemplateStylesheets(VITE_HEAD, (href) =>
      href === index.href ? index : undefined,
    );
    expect(template).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>\n',
    );
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/other-1.css">');
    expect(cspHashes).toEqual([index.cspHash]);
  });

  it('asks for the entry script at low priority, once', () => {
    const once = withScriptPriority(VITE_HEAD);
    expect(once).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(withScriptPriority(once)).toBe(once);
  });
});
