import type { FastifyInstance } from 'fastify';
import { explainOneDecision, lookupKeyOf } from '../ops-decision-lookup.ts';
import { OPS_DECISIONS_PATH } from '../ops-paths.ts';
import { DecisionSearchView } from '../views/decision-view.tsx';
import { fieldOf, within, type ConsoleKit } from './console-kit.tsx';

/** One decision explained and replayed (compliance, admin); every look-up audited. */
export function decisionRoutes(scope: FastifyInstance, kit: ConsoleKit): void {
  const { auditLog, db, pii, agency } = kit.services;

  scope.get(within(OPS_DECISIONS_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'decisionLookup');
    if (!allowed) return reply;
    const query = fieldOf(request.query, 'q').slice(0, 100);
    const found = query ? await explainOneDecision(db, pii, query, agency.details) : undefined;
    if (query) {
      // What was looked up, never the text typed: it may be a visitor's email or date of birth.
      const key = lookupKeyOf(query);
      await kit.audit(allowed.session, {
        action: 'decision-lookup',
        subject: found?.quotationId ?? key?.value ?? auditLog.keyedText(query),
        detail: {
          found: found !== undefined,
          by: found ? 'quotation id' : key ? key.column : 'keyed hash of the text',
        },
      });
    }
    return kit.send(
      reply,
      'Decision look-up',
      <DecisionSearchView query={query} found={found} searched={query !== ''} />,
      { viewer: allowed.viewer, path: OPS_DECISIONS_PATH },
    );
  });
}
