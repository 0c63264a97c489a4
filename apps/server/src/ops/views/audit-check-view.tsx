import type { AuditCheck } from '../ops-audit.ts';
import { AUDIT_LOG_BROKEN, AUDIT_LOG_INTACT } from '../ops-texts.ts';

/** The console's check of the audit log's chain (decision 046): intact, or the first broken row. */
export function AuditCheckView({ check }: { check: AuditCheck }) {
  const unchained =
    check.unchained > 0 ? (
      <p>{`${check.unchained} rows written before the chain began (migration 020) are counted but not covered.`}</p>
    ) : null;
  if (check.intact) {
    return (
      <>
        <h1>Audit log check</h1>
        <p role="status">
          <strong>{AUDIT_LOG_INTACT}</strong>
          {`: ${check.rows} rows checked, each one as written and none missing between the first and the last.`}
        </p>
        {unchained}
        <p>
          {`The last row is number ${check.lastSeq} in the chain`}
          {check.lastHash ? (
            <>
              , its hash <code>{check.lastHash}</code>
            </>
          ) : null}
          . Rows removed from the end leave no gap: note the number and hash, and compare them at the next check.
        </p>
      </>
    );
  }
  const { firstBroken } = check;
  return (
    <>
      <h1>Audit log check</h1>
      <div className="error" role="alert">
        <h2>{AUDIT_LOG_BROKEN}</h2>
        <p>
          {`Row ${firstBroken.id}${firstBroken.seq === null ? '' : ` (number ${firstBroken.seq} in the chain)`} ${firstBroken.problem}.`}{' '}
          The rows from there on cannot be trusted: tell your security team.
        </p>
      </div>
      {unchained}
    </>
  );
}
