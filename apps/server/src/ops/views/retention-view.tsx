import { NOT_PURGED, periodText, RETENTION } from '../../config/retention.ts';
import { PUBLIC_RETENTION_PATH } from '../../data-rights/retention-views.ts';
import { DataTable } from './parts.tsx';

/** The console's page (issue 36 item 5): what each purge removes and when. */
export function RetentionView() {
  return (
    <>
      <h1>Retention</h1>
      <p>
        How long each kind of data is kept and why. The server purges each kind at start and every six hours; each run
        is counted in the metrics (<code>quickcheck_purge_runs_total</code>, <code>quickcheck_purged_rows_total</code>,{' '}
        <code>quickcheck_purge_last_success_timestamp_seconds</code>, by <code>kind</code>).
      </p>
      <DataTable
        caption="What is kept, for how long, and why"
        headers={['Kind', 'Data', 'Kept for', 'Why']}
        rows={[
          ...RETENTION.map((rule) => [rule.kind, rule.data, periodText(rule.period), rule.why]),
          ['(not purged)', NOT_PURGED.data, NOT_PURGED.keptFor, NOT_PURGED.why],
        ]}
      />
      <p>
        The public page a brand's privacy notice can link to:{' '}
        <a href={PUBLIC_RETENTION_PATH}>{PUBLIC_RETENTION_PATH}</a>.
      </p>
    </>
  );
}
