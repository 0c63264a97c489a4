import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * A parameter as PostgreSQL's text format, with its type left for the server to infer, the way
 * the pg driver sends it (so both adapters take the same values): PGlite's own query() first asks
 * the server for the types (a Describe), which costs a round trip of its own. Arrays become array
 * literals and plain objects JSON, as pg does; binary values are not used here and are refused.
 */
export function textParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (ArrayBuffer.isView(value)) throw new TypeError('Unsupported query parameter type: binary');
  if (typeof value === 'object') return JSON.stringify(value);
  throw new TypeError(`Unsupported query parameter type: ${typeof value}`);
}

/** `{"a","b\"c",NULL}`: every element quoted and escaped, as pg's arrayString does. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((element) => {
    if (element === null || element === undefined) return 'NULL';
    if (Array.isArray(element)) return arrayLiteral(element);
    const text = textParam(element) ?? '';
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * Parse, Bind, Describe, Execute and Sync of one statement as a single buffer. PGlite's query()
 * sends these as six separate calls into WebAssembly (one more for the Describe of the
 * parameters); a profile of the quotation showed those calls as the largest share of the
 * database's time. Still the extended protocol, so the values never become part of the SQL text.
 */
export function statementMessage(sql: string, params: readonly unknown[]): Uint8Array {
  const parts = [
    protocol.serialize.parse({ text: sql }),
    protocol.serialize.bind({ values: params.map(textParam) }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Runs one statement in one round trip. The caller must hold PGlite to itself (no transaction of
 * its open on the connection): execProtocol takes none of PGlite's locks. A failed statement
 * throws PGlite's DatabaseError (with its SQLSTATE `code`); the Sync in the same message has
 * already ended the implicit transaction, so the connection is ready for the next one.
 */
export async function runStatement<T>(pglite: PGlite, sql: string, params: readonly unknown[]): Promise<T[]> {
  const { messages } = await pglite.execProtocol(statementMessage(sql, params));
  const [result] = parse.parseResults(messages, pglite.parsers);
  return (result?.rows ?? []) as T[];
}
