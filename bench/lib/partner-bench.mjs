// The partner API's eligibility call under the same load as POST /api/quotation (issue 25): the
// same decision through the same quotation service, behind a key, its limits and a continue link.
import { readFileSync } from 'node:fs';
import { loadScenario } from './load.mjs';
import { fetchFormToken } from './quotation-setup.mjs';
import { answersFor } from './submission.mjs';

const ELIGIBILITY = '/partner/v1/eligibility';

/** docs/product/contract.md#pages: the development server prints its sandbox partner key on a log line that names it. */
function sandboxKey(logFile) {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('sandboxPartnerKey')) continue;
    const key = JSON.parse(line).sandboxPartnerKey;
    if (key) return key;
  }
  throw new Error('the server printed no sandbox partner key (is it in development?)');
}

/** Distinct applicants, as for the quotation: an identical body would be one journey's repeat. */
export async function measureEligibility(baseUrl, logFile) {
  const key = sandboxKey(logFile);
  // The aggregator journey's definition, as the sandbox key's partner (a comparison site) is asked.
  const { payload } = await fetchFormToken(baseUrl, 'MSM');
  const runId = `p${Date.now().toString(36)}`;
  let counter = 0;
  const outcomes = {};
  const requests = [
    {
      method: 'POST',
      path: ELIGIBILITY,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ answers: answersFor(payload.definition, counter++, runId) }),
      }),
    },
  ];
  const onResponse = (status, body) => {
    const outcome = status === 200 ? (/"outcome":"([A-Z_]+)"/.exec(body)?.[1] ?? 'UNREADABLE') : `HTTP ${status}`;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  const result = await loadScenario(baseUrl, {
    name: 'partner eligibility',
    method: 'POST',
    path: ELIGIBILITY,
    requests,
    onResponse,
  });
  return { ...result, outcomes };
}
