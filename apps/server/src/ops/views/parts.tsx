import type { ReactNode } from 'react';
import { OPS_CSRF_FIELD } from '../ops-paths.ts';

/** The hidden field every POST form carries its token in. */
export const CsrfField = ({ token }: { token: string }) => <input type="hidden" name={OPS_CSRF_FIELD} value={token} />;

export function ErrorList({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="error" role="alert">
      <h2>There is a problem</h2>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A table with a caption and column headers: the accessible twin of every chart. Inside a region
 * named after it that scrolls sideways when the table is wider than the screen (a phone), and
 * takes focus so a keyboard can scroll it too. A row's first cell is its header.
 */
export function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={`${caption} (scrolls sideways)`} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th scope="col" key={index}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key={index}>
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A moment as the console writes it: `2026-03-01 09:30:00 UTC`. */
export const dateTime = (date: Date | null | undefined) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '';
