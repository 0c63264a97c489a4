// The page floor of docs/product/contract.md#benchmarks: a bare static page (one heading, one labelled input, one button)
// served by node:http, measured with the same Lighthouse settings as `/`. Our page metrics are
// read as ratios to it, so a slow machine moves both sides alike.
import http from 'node:http';
import { FLOOR_FORM } from './floor-form.mjs';

/** One page of the bench's floors: the floor's head, then `body` (and what `head` adds). */
export function floorDocument({ title, description, head = '', body }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

const { heading, input, button } = FLOOR_FORM;
const FLOOR_HTML = floorDocument({
  title: 'Floor page',
  description: "The bench's floor: the least a page can be.",
  body: `<main>
      <h1>${heading}</h1>
      <form>
        <label for="${input.id}">${input.label}</label>
        <input id="${input.id}" name="${input.name}" autocomplete="${input.autoComplete}" />
        <button type="submit">${button}</button>
      </form>
    </main>`,
});

/** Serves `routes` (path → { type, body }) on a free loopback port; `stop()` closes it. */
export function serveFloor(routes) {
  const server = http.createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store' });
    response.end(route.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** Starts the floor page on a free loopback port; `stop()` closes it. */
export function startFloorPage() {
  return serveFloor({ '/': { type: 'text/html; charset=utf-8', body: FLOOR_HTML } });
}
