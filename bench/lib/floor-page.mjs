// The page floor of CONTRACT §9: a bare static page (one heading, one labelled input, one button)
// served by node:http, measured with the same Lighthouse settings as `/`. Our page metrics are
// read as ratios to it, so a slow machine moves both sides alike.
import http from 'node:http';

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor page</title>
    <meta name="description" content="The bench's floor: the least a page can be." />
  </head>
  <body>
    <main>
      <h1>Check your eligibility</h1>
      <form>
        <label for="first-name">First name</label>
        <input id="first-name" name="first-name" autocomplete="given-name" />
        <button type="submit">Continue</button>
      </form>
    </main>
  </body>
</html>
`;

/** Starts the floor page on a free loopback port; `stop()` closes it. */
export function startFloorPage() {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(FLOOR_HTML);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}
