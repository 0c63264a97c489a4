import { scrubPersonalData } from '../telemetry/scrub.ts';

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string[];
}

const QUOTED = /'[^']*'|"[^"]*"|`[^`]*`/g;
const FRAME = /^\s+at /;

/**
 * What of an error reaches the log. A database error carries the query's values (PostgreSQL's
 * `detail` and `where`) and echoes a bad value in its message
 * ('invalid input syntax for type uuid: "…"'), so only the type, the codes, the message
 * with quoted values replaced, and the stack's frames (never its first, message line) are kept.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: [] };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: scrubPersonalData(error.message.replace(QUOTED, '[value]')),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: (error.stack ?? '').split('\n').filter((line) => FRAME.test(line)),
  };
}
