import type { ResultResponse } from '@quickcheck/contracts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { decodeTokenPayload } from '../../../common/api/token-payload.ts';
import { Button } from '../../../common/ui/button/button.tsx';
import styles from './save-or-print.module.css';
import { SAVE_OR_PRINT_LABEL, keepForRecordsText, printedHeaderText } from './save-or-print-texts.ts';

/** The day of the decision, from the result token the server signed at it (its `iat`), in UK form. */
export function decisionDayOf(result: Pick<ResultResponse, 'token'>): string | undefined {
  try {
    const { iat } = decodeTokenPayload(result.token);
    if (typeof iat !== 'number') return undefined;
    return new Date(iat * 1000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
  } catch {
    return undefined;
  }
}

/**
 * The day and reference heading the printed page (decision 064): printed or saved as a PDF, the
 * result keeps its reasons (the page itself), when it was decided, and the reference to quote.
 */
export function PrintedResultHeader({ result }: { result: ResultResponse }) {
  const day = decisionDayOf(result);
  const reference = result.explanation?.reference;
  if (!day && !reference) return null;
  return <p className={styles.printedHeader}>{printedHeaderText(day, reference)}</p>;
}

/** 'Save or print this page': the browser's print dialog, where 'Save as PDF' is one of the printers. */
export function SaveOrPrint({ result }: { result: ResultResponse }) {
  const reference = result.explanation?.reference;
  return (
    <div className={styles.saveOrPrint}>
      <p>{keepForRecordsText(reference)}</p>
      <Button
        variant="secondary"
        onClick={() => {
          trackCta('savePrintResult', { page: 'result' });
          window.print();
        }}
      >
        {SAVE_OR_PRINT_LABEL}
      </Button>
    </div>
  );
}
