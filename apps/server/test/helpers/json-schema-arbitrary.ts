import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';

/**
 * fast-check values drawn from a JSON Schema (2020-12) as the partner API's document writes it:
 * `$ref`, objects (properties, required, additionalProperties false), strings (enum, const,
 * pattern, maxLength, not), `allOf` of patterns, `anyOf` branches, and `if`/`then` conditions on
 * answers drawn first. Every value is then checked by the schema itself (ajv), so none outside it
 * is ever produced. Why not a library: docs/decisions/051.
 */
export type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  not?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  if?: Schema;
  then?: Schema;
};

export interface SchemaArbitraryContext {
  /** The document `$ref`s point into. */
  root: unknown;
  /** Compiles a schema of the document (by value) to a validator. */
  compile(schema: Schema): ValidateFunction;
}

/** Unbounded text is drawn this long at most: enough to cross no limit but the schema's own. */
const FREE_TEXT_MAX = 40;

function resolve(schema: Schema, { root }: SchemaArbitraryContext): Schema {
  if (!schema.$ref) return schema;
  const path = schema.$ref.replace(/^#\//, '').split('/');
  const target = path.reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], root);
  return target as Schema;
}

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

/** A string meeting every piece at once: drawn from the most specific piece, kept if it meets the rest. */
function stringArbitrary(pieces: Schema[]): fc.Arbitrary<string> {
  const flat = pieces.flatMap((piece) => [piece, ...(piece.allOf ?? [])]);
  const choices = flat.find((piece) => piece.enum)?.enum ?? flat.find((piece) => 'const' in piece)?.const;
  const patterns = flat.flatMap((piece) => (piece.pattern ? [piece.pattern] : []));
  const maxLength = Math.min(...flat.map((piece) => piece.maxLength ?? Infinity));
  const excluded = flat.flatMap((piece) => (piece.not?.pattern ? [piece.not.pattern] : []));
  const drawn =
    choices !== undefined
      ? fc.constantFrom(...(Array.isArray(choices) ? choices : [choices]).map(String))
      : patterns[0] !== undefined
        ? fc.stringMatching(new RegExp(patterns[0], 'u'))
        : fc.string({ maxLength: Math.min(maxLength, FREE_TEXT_MAX) });
  return drawn.filter(
    (value) =>
      value.length <= maxLength &&
      patterns.every((pattern) => matches(pattern, value)) &&
      excluded.every((pattern) => !matches(pattern, value)),
  );
}

/** Each key's schema pieces, from the object's own properties and any chosen branch or condition. */
type Pieces = Record<string, Schema[]>;
const addPieces = (into: Pieces, properties: Record<string, Schema> | undefined) => {
  for (const [key, schema] of Object.entries(properties ?? {})) into[key] = [...(into[key] ?? []), schema];
};

/** Values for `keys`, each meeting its pieces; `required` ones always, the rest sometimes. */
function recordOf(
  pieces: Pieces,
  keys: readonly string[],
  required: ReadonlySet<string>,
  context: SchemaArbitraryContext,
) {
  const entries = keys.map((key) => {
    const value = valueArbitrary(pieces[key] ?? [], context);
    return required.has(key)
      ? value.map((drawn) => [key, drawn] as const)
      : fc.option(
          value.map((drawn) => [key, drawn] as const),
          { nil: undefined },
        );
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)));
}

function valueArbitrary(pieces: Schema[], context: SchemaArbitraryContext): fc.Arbitrary<unknown> {
  const resolved = pieces.map((piece) => resolve(piece, context));
  if (resolved.some((piece) => piece.type === 'object' || piece.properties))
    return objectArbitrary(resolved[0]!, context);
  return stringArbitrary(resolved);
}

function objectArbitrary(schema: Schema, context: SchemaArbitraryContext): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const alternatives = [schema, ...(schema.allOf ?? [])].flatMap((piece) => (piece.anyOf ? [piece.anyOf] : []));
  const conditions = (schema.allOf ?? []).filter((piece) => piece.if && piece.then);
  const branchChoices = fc.tuple(...alternatives.map((branches) => fc.nat(branches.length - 1)));
  const base = branchChoices.chain((chosen) => {
    const pieces: Pieces = {};
    addPieces(pieces, schema.properties);
    const required = new Set(schema.required ?? []);
    chosen.forEach((index, at) => {
      const branch = alternatives[at]![index]!;
      addPieces(pieces, branch.properties);
      for (const key of branch.required ?? []) required.add(key);
    });
    return recordOf(pieces, keys, required, context);
  });
  // A condition holds on the answers drawn so far: what it then asks for is drawn to meet it.
  const conditioned = conditions.reduce<fc.Arbitrary<Record<string, unknown>>>(
    (drawn, { if: condition, then }) =>
      drawn.chain((value) => {
        if (!context.compile(condition!)(value)) return fc.constant(value);
        const thenBranches = then!.anyOf ?? [{}];
        return fc.nat(thenBranches.length - 1).chain((index) => {
          const branch = thenBranches[index]!;
          const pieces: Pieces = {};
          addPieces(pieces, schema.properties);
          addPieces(pieces, then!.properties);
          addPieces(pieces, branch.properties);
          const required = new Set([...(then!.required ?? []), ...(branch.required ?? [])]);
          const asked = [...new Set([...Object.keys(then!.properties ?? {}), ...required])];
          return recordOf(pieces, asked, required, context).map((answers) => {
            const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !asked.includes(key)));
            return { ...rest, ...answers };
          });
        });
      }),
    base,
  );
  const validate = context.compile(schema);
  return conditioned.filter((value) => validate(value));
}

/** Values of the schema (a `$ref` into the context's document, or a schema of its own). */
export function arbitraryFromSchema(schema: Schema, context: SchemaArbitraryContext): fc.Arbitrary<unknown> {
  return valueArbitrary([schema], context);
}
