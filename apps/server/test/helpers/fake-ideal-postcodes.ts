import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const FAKE_API_KEY = 'ak_test_fake';

/** Two premises as Ideal Postcodes documents them (GET /v1/postcodes/ID11QD), trimmed to the fields we read and a few we don't. */
export const DOCUMENTED_PREMISES = [
  {
    postcode: 'ID1 1QD',
    postcode_inward: '1QD',
    postcode_outward: 'ID1',
    post_town: 'LONDON',
    dependant_locality: '',
    thoroughfare: 'Barons Court Road',
    dependant_thoroughfare: '',
    building_number: '2',
    building_name: '',
    sub_building_name: '',
    organisation_name: '',
    udprn: 25962203,
    line_1: '2 Barons Court Road',
    line_2: '',
    line_3: '',
    premise: '2',
    country: 'England',
    county: 'Greater London',
  },
  {
    postcode: 'ID1 1QD',
    post_town: 'LONDON',
    dependant_locality: '',
    thoroughfare: 'Barons Court Road',
    dependant_thoroughfare: '',
    building_number: '',
    building_name: 'Court House',
    sub_building_name: 'Flat 1',
    udprn: 25962215,
    line_1: 'Flat 1, Court House',
    line_2: 'Barons Court Road',
    line_3: '',
    county: 'Greater London',
  },
];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Postcodes (without spaces) the fake treats specially; anything else is 'not found' (4040). */
export const FAKE_POSTCODES = { found: 'ID11QD', slow: 'SL11AA', broken: 'EE11EE', garbled: 'GA11BB' } as const;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const match = /^\/v1\/postcodes\/([^/]+)$/.exec(url.pathname);
  if (request.method !== 'GET' || !match) return send(response, 404, { code: 4044, message: 'Resource not found' });
  if (url.searchParams.get('api_key') !== FAKE_API_KEY)
    return send(response, 401, { code: 4010, message: 'Invalid Key' });
  const postcode = decodeURIComponent(match[1] ?? '').toUpperCase();
  switch (postcode) {
    case FAKE_POSTCODES.found:
      return send(response, 200, { result: DOCUMENTED_PREMISES, code: 2000, message: 'Success' });
    case FAKE_POSTCODES.slow:
      return void setTimeout(() => send(response, 200, { result: [], code: 2000 }), 2500);
    case FAKE_POSTCODES.broken:
      return send(response, 500, { code: 5000, message: 'Internal error' });
    case FAKE_POSTCODES.garbled:
      return send(response, 200, '<html>not json</html>');
    default:
      return send(response, 404, { code: 4040, message: 'Postcode not found', suggestions: [] });
  }
}

/** A local stand-in for api.ideal-postcodes.co.uk on 127.0.0.1 and a random port. */
export async function startFakeIdealPostcodes() {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
