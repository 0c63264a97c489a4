import type { AuditRecord } from '../ops-audit.ts';
import { DataTable, dateTime } from './parts.tsx';

/** The newest entries of the append-only audit log. */
export function AuditView({ entries }: { entries: readonly AuditRecord[] }) {
  return (
    <>
      <h1>Audit log</h1>
      <p>Append-only: the newest 200 entries.</p>
      <DataTable
        caption="Audit log"
        headers={['When', 'Operator', 'Action', 'Subject', 'Detail']}
        rows={entries.map((entry) => [
          dateTime(entry.at),
          entry.email ?? '(unknown email)',
          entry.action,
          entry.subject ?? '',
          JSON.stringify(entry.detail),
        ])}
      />
    </>
  );
}
