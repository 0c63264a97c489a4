import type { FastifyInstance, FastifyRequest } from 'fastify';
import { funnelCsv } from '../funnel-csv.ts';
import { readFilter } from '../ops-filters.ts';
import {
  OPS_BASE,
  OPS_EXPERIMENTS_PATH,
  OPS_FUNNEL_CSV_PATH,
  OPS_HEALTH_PATH,
  OPS_OPEN_BANKING_PATH,
  OPS_OUTCOMES_PATH,
} from '../ops-paths.ts';
import {
  checksSubmitted,
  consentedSteps,
  declineFindings,
  experimentFigures,
  funnel,
  health,
  openBanking,
  outcomeMix,
} from '../ops-reports.ts';
import { ExperimentsView } from '../views/experiments-view.tsx';
import { FunnelView } from '../views/funnel-view.tsx';
import { HealthView } from '../views/health-view.tsx';
import { OpenBankingView } from '../views/open-banking-view.tsx';
import { OutcomesView } from '../views/outcomes-view.tsx';
import { within, type ConsoleKit } from './console-kit.tsx';

/** The aggregate views (analyst and above), each cut by the brand, channel and date-range filter. */
export function reportRoutes(scope: FastifyInstance, kit: ConsoleKit): void {
  const { clock, db, config } = kit.services;
  const filterOf = (request: FastifyRequest) => readFilter(request.query as Record<string, unknown>, clock.now());

  scope.get(within(OPS_BASE), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter, errors } = filterOf(request);
    const [result, before] = await Promise.all([
      funnel(db, filter, clock.now(), config.sessionInactivityMinutes),
      consentedSteps(db, filter),
    ]);
    return kit.send(reply, 'Funnel', <FunnelView funnel={result} before={before} filter={filter} errors={errors} />, {
      viewer: allowed.viewer,
      path: OPS_BASE,
    });
  });

  scope.get(within(OPS_FUNNEL_CSV_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter } = filterOf(request);
    const result = await funnel(db, filter, clock.now(), config.sessionInactivityMinutes);
    await kit.audit(allowed.session, { action: 'export', subject: 'funnel', detail: { ...filter } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="funnel-${filter.from}-${filter.to}.csv"`)
      .send(funnelCsv(result));
  });

  scope.get(within(OPS_OUTCOMES_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter, errors } = filterOf(request);
    const [days, findings] = await Promise.all([outcomeMix(db, filter, clock.now()), declineFindings(db, filter)]);
    return kit.send(
      reply,
      'Outcomes',
      <OutcomesView days={days} findings={findings} filter={filter} errors={errors} />,
      { viewer: allowed.viewer, path: OPS_OUTCOMES_PATH },
    );
  });

  scope.get(within(OPS_OPEN_BANKING_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter, errors } = filterOf(request);
    const figures = await openBanking(db, filter, clock.now());
    return kit.send(reply, 'Open banking', <OpenBankingView figures={figures} filter={filter} errors={errors} />, {
      viewer: allowed.viewer,
      path: OPS_OPEN_BANKING_PATH,
    });
  });

  scope.get(within(OPS_EXPERIMENTS_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter, errors } = filterOf(request);
    const [figures, submitted] = await Promise.all([
      experimentFigures(db, filter),
      checksSubmitted(db, filter, clock.now()),
    ]);
    const experiments = kit.services.activities.map((activity) => ({
      activity,
      figures: figures.filter((figure) => figure.activityId === activity.id),
    }));
    return kit.send(
      reply,
      'Experiments',
      <ExperimentsView experiments={experiments} submitted={submitted} filter={filter} errors={errors} />,
      { viewer: allowed.viewer, path: OPS_EXPERIMENTS_PATH },
    );
  });

  scope.get(within(OPS_HEALTH_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    const { filter, errors } = filterOf(request);
    const [figures, refusals] = await Promise.all([health(db, filter), kit.services.rateLimitRefusals()]);
    return kit.send(
      reply,
      'Service health',
      <HealthView figures={figures} rateLimitRefusals={refusals} filter={filter} errors={errors} />,
      { viewer: allowed.viewer, path: OPS_HEALTH_PATH },
    );
  });
}
