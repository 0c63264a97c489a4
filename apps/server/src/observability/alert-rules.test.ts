import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dashboard } from '@grafana/schema';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from './metrics.ts';
import dashboardJson from '../../../../deploy/grafana/quickcheck-dashboard.json' with { type: 'json' };

/**
 * promtool cannot be installed here: the rules are parsed by the Prometheus project's own PromQL
 * grammar (@prometheus-io/lezer-promql, what Prometheus's web UI parses with), and the dashboard is
 * typed by Grafana's own schema package (decision 071).
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}
const rules = (
  parse(read('deploy/prometheus/quickcheck-alerts.yml')) as { groups: { rules: AlertRule[] }[] }
).groups.flatMap((group) => group.rules);
// The JSON typed as Grafana's dashboard model: a field of the wrong shape fails `npm run typecheck`.
const dashboard: Dashboard = dashboardJson;

/** The PromQL parser's complaints (error nodes) and the metric names an expression reads. */
function parsePromql(expr: string): { errors: number[]; metrics: string[] } {
  const errors: number[] = [];
  const metrics: string[] = [];
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        metrics.push(expr.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
}

/** Every series name the server exposes (a histogram as its _bucket, _count and _sum), and Prometheus's own `up`. */
async function exposedSeries(): Promise<Set<string>> {
  const metrics = await createMetrics().registry.getMetricsAsJSON();
  return new Set([
    'up',
    ...metrics.flatMap(({ name, type }) =>
      String(type) === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    ),
  ]);
}

const dashboardExpressions = (dashboard.panels ?? []).flatMap((panel) =>
  'targets' in panel ? (panel.targets ?? []).map((target) => String(target.expr)) : [],
);

/** The README's runbook: one `#### <alert>` paragraph per alert under "Alerts and what to do". */
function runbookTitles(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('### Alerts and what to do'));
  const end = section.slice(4).search(/\n#{2,3} /);
  return [...(end < 0 ? section : section.slice(0, end + 4)).matchAll(/^#### (\S+)$/gm)].map((match) => match[1]!);
}

describe('the alert rules (deploy/prometheus)', () => {
  it('are the service objectives, each named once', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(
      [
        'QuickCheckAgencyCircuitOpen',
        'QuickCheckAutovacuumOff',
        'QuickCheckErrorRatio',
        'QuickCheckNotReady',
        'QuickCheckPurgeBehind',
        'QuickCheckQuotationSlow',
        'QuickCheckQuotationUnavailable',
        'QuickCheckWebhookDeadLetters',
        'QuickCheckWebhookQueueOld',
      ].sort(),
    );
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))(
    '%s parses as PromQL and reads only series the server exposes',
    async (_name, rule) => {
      const { errors, metrics } = parsePromql(rule.expr);
      expect(errors).toEqual([]);
      expect(metrics.length).toBeGreaterThan(0);
      const exposed = await exposedSeries();
      expect(metrics.filter((metric) => !exposed.has(metric))).toEqual([]);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary).not.toBe('');
      expect(rule.annotations.runbook).toBe(`README.md#${rule.alert.toLowerCase()}`);
    },
  );

  it('have one runbook paragraph each in the README, and the README no other', () => {
    expect(runbookTitles().sort()).toEqual(rules.map((rule) => rule.alert).sort());
  });
});

describe('the Grafana dashboard (deploy/grafana)', () => {
  it('has a stable uid and a panel per figure, every query valid PromQL', () => {
    expect(dashboard.uid).toBe('quickcheck-service');
    expect(dashboardExpressions.length).toBeGreaterThanOrEqual(rules.length);
    for (const expr of dashboardExpressions)
      expect({ expr, errors: parsePromql(expr).errors }).toEqual({ expr, errors: [] });
  });

  it('shows every series an alert reads', () => {
    const shown = new Set(dashboardExpressions.flatMap((expr) => parsePromql(expr).metrics));
    const alerted = new Set(
      rules.flatMap((rule) => parsePromql(rule.expr).metrics).filter((metric) => metric !== 'up'),
    );
    expect([...alerted].filter((metric) => !shown.has(metric))).toEqual([]);
  });
});
