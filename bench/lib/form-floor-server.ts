// The floor of GET /api/form (docs/product/contract.md#benchmarks): a bare Fastify route on the server's own HTTP stack
// (its Fastify, Node and loopback) returning one form token signed by the server's own token
// service — no session row, no hooks, no headers of ours. Run with tsx by form-floor.mjs; prints
// its URL once listening, and stops on SIGTERM.
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { QCO_STANDARD, type FormResponsePayload } from '@quickcheck/contracts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { parseEnv } from '../../apps/server/src/config/env.ts';
import { createTokenService } from '../../apps/server/src/security/tokens.ts';

const path = process.argv[2] ?? '/form-floor';
const config = parseEnv({});
const tokens = createTokenService(randomBytes(32).toString('base64url'), systemClock, config.sessionExpiryMinutes);
/** What GET /api/form signs for the default brand (routes/form.ts), a new session each time. */
const payload: FormResponsePayload = {
  sessionId: randomUUID(),
  definition: QCO_STANDARD,
  consumerName: 'QCHK',
  formValues: {},
  openBanking: { enabled: true },
  requestDetails: { quotationContext: { brand: 'quickcheck', consumerName: 'QCHK', journeyType: 'standard' } },
};

const app = Fastify();
app.get(path, async () => ({ formResponse: await tokens.sign('form', { ...payload, sessionId: randomUUID() }) }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(url);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
