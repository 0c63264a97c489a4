import { PAGE_PATHS, type ClientErrorReport } from '@quickcheck/contracts';
import { storedData, TEXT_MARKER } from './event-privacy.ts';
import { scrubFreeText, scrubPersonalData } from './scrub.ts';

/**
 * What of a browser error report reaches the database: where it happened (stack frames,
 * page path) and what kind of error it was; the message only through scrubFreeText.
 */
export interface StoredClientError {
  name: string;
  message: string;
  frames: string[];
  path: string;
  at?: string;
  attributes: ReturnType<typeof storedData>;
}

const MAX_FRAMES = 30;
/**
 * Error names are set by code, but a made-up one could be anything: the language's and the
 * DOM's names are kept, any other is stored as 'Error'.
 */
const ERROR_NAMES = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'EvalError',
  'URIError',
  'AggregateError',
  'DOMException',
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'NotFoundError',
  'NotAllowedError',
  'NotSupportedError',
  'SecurityError',
  'InvalidStateError',
  'QuotaExceededError',
  'DataCloneError',
  'ChunkLoadError',
]);
// V8: "    at fn (file:1:2)" or "    at file:1:2"; Firefox and Safari: "fn@file:1:2".
const V8_FRAME = /^\s*at (?:(.{1,200}?) \()?(\S+?):(\d{1,7}):(\d{1,7})\)?\s*$/;
const GECKO_FRAME = /^(.{0,200}?)@(\S+?):(\d{1,7}):(\d{1,7})\s*$/;
const FUNCTION_NAME = /^[\w$.<>[\] ]{0,200}$/;

/** A frame's file without origin, query or fragment (a page address can carry prefills). */
function framePath(file: string): string {
  const withoutQuery = file.split(/[?#]/, 1)[0] ?? '';
  const path = withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return scrubPersonalData(path);
}

/**
 * Only lines shaped like stack frames are kept, rebuilt from their parts: the message line a
 * stack starts with, and anything else, is dropped. Function names come from the code.
 */
export function stackFrames(stack: string | undefined): string[] {
  const frames: string[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const [, fn = '', file = '', row, column] = match;
    const name = FUNCTION_NAME.test(fn) ? scrubPersonalData(fn.trim()) : TEXT_MARKER;
    frames.push(`${name || '<anonymous>'} (${framePath(file)}:${row}:${column})`);
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}

/** The page path if it is one of ours; any other path may be typed text. */
export function storedPagePath(url: string | undefined): string {
  const path = framePath(url ?? '');
  return (PAGE_PATHS as readonly string[]).includes(path) ? path : TEXT_MARKER;
}

export function storedClientError(report: ClientErrorReport): StoredClientError {
  return {
    name: report.name !== undefined && ERROR_NAMES.has(report.name) ? report.name : 'Error',
    message: scrubFreeText(report.message),
    frames: stackFrames(report.stack),
    path: storedPagePath(report.url),
    ...(report.at ? { at: report.at } : {}),
    attributes: storedData(report.attributes),
  };
}
