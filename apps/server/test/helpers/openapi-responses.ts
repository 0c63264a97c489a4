import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

type Document = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  servers: { url: string }[];
};

/** A JSON Pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks responses against the OpenAPI document the server serves: the status is one the
 * operation documents, and a JSON body validates against that response's schema.
 */
export async function servedDocumentChecker(baseUrl: string) {
  const document = (await (await fetch(`${baseUrl}/partner/v1/openapi.json`)).json()) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The formats the document names (date-time, uri, uuid) are checked too, not only their types.
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const base = document.servers[0]?.url ?? '';
  let checked = 0;
  return {
    document,
    /** Compiles a schema taken from the document (its `$ref`s resolve against it). */
    compile: (schema: object) => ajv.compile(schema),
    get checked() {
      return checked;
    },
    /** Reads the body (from a clone) and asserts it matches what the document says of this path, method and status. */
    async check(path: string, method: string, response: Response): Promise<unknown> {
      const operationPath = path.startsWith(base) ? path.slice(base.length) : path;
      const status = String(response.status);
      const operation = document.paths[operationPath]?.[method.toLowerCase()] as
        { responses: Record<string, { content?: Record<string, unknown> }> } | undefined;
      expect(operation, `${method} ${path} is documented`).toBeDefined();
      expect(Object.keys(operation!.responses), `${method} ${path} documents ${status}`).toContain(status);
      const body: unknown = await response.clone().json();
      const ref = [
        'paths',
        operationPath,
        method.toLowerCase(),
        'responses',
        status,
        'content',
        'application/json',
        'schema',
      ]
        .map(pointer)
        .join('/');
      const validate = ajv.getSchema(`openapi#/${ref}`);
      expect(validate, `a schema for ${status}`).toBeDefined();
      const valid = validate!(body);
      expect(validate!.errors ?? [], JSON.stringify(body)).toEqual([]);
      expect(valid).toBe(true);
      checked += 1;
      return body;
    },
  };
}
