// The React floor: the floor page's form drawn by React's server renderer and hydrated by React 19
// in the browser, with nothing else. It is what the runtime issue 12 prescribes costs on its own,
// measured with the same Lighthouse settings in the same run: our page's figures beside it show how
// much of the gap to the floor page is ours and how much is React's.
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { floorDocument, serveFloor } from './floor-page.mjs';

// Bundled for the browser by esbuild: the form of FLOOR_FORM, controlled like ours, then hydrated in a
// transition (as apps/web/src/app/main.tsx does).
const CLIENT_SOURCE = `
import { createElement as h, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorForm } from './react-floor-form.mjs';
startTransition(() => {
  hydrateRoot(document.getElementById('root'), h(FloorForm, { h, useState }));
});
`;

/** The page's script: React and react-dom's client, minified for production, as one module. */
async function clientBundle(resolveDir) {
  const result = await build({
    stdin: { contents: CLIENT_SOURCE, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents;
}

/** Starts the React floor on a free loopback port; `stop()` closes it; `scriptBytes` is its JS. */
export async function startReactFloorPage() {
  const { FloorForm } = await import('./react-floor-form.mjs');
  const script = await clientBundle(new URL('.', import.meta.url).pathname);
  const markup = renderToString(createElement(FloorForm, { h: createElement, useState: () => ['', () => {}] }));
  const html = floorDocument({
    title: 'React floor',
    description: "The bench's React floor: the floor page, drawn and hydrated by React.",
    // Low fetch priority, as our page's scripts (decision 017), so both first paints wait on the same things.
    body: `<div id="root">${markup}</div>
    <script type="module" src="/react-floor.js" fetchpriority="low"></script>`,
  });
  const floor = await serveFloor({
    '/': { type: 'text/html; charset=utf-8', body: html },
    '/react-floor.js': { type: 'text/javascript', body: script },
  });
  return { ...floor, scriptBytes: script };
}
