import * as z from 'zod';
import { RETENTION } from '../config/retention.ts';

/** Where a value came from (issue 36 item 2). */
export const SOURCES = {
  form: 'The person, on the eligibility form',
  partner: 'A partner site that sent the person, through the partner API',
  'agency-sandbox': 'The credit-reference agency (sandbox in this build)',
  bank: "The person's bank, through open banking (sandbox provider in this build)",
  quickcheck: 'Made by QuickCheck from the above',
  operator: 'A compliance operator, on the person’s request',
} as const;

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const RECORD_KINDS = [
  'quotation',
  'decision',
  'decision-inputs',
  'open-banking',
  'agreement-acceptance',
  'saved-check',
  'partner-call',
  'webhook-message',
  'correction',
  'audit-entry',
] as const;

const exportRecordSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  id: z.string(),
  quoteReference: z.string().nullable().describe('The quote reference the record belongs to, if any'),
  source: z.enum(Object.keys(SOURCES) as [keyof typeof SOURCES, ...(keyof typeof SOURCES)[]]),
  usedFor: z.string().describe('What the data was used for'),
  retentionKind: z.enum(RETENTION.map((rule) => rule.kind) as [string, ...string[]]).describe('Line of `retention`'),
  sharedWith: z.array(z.string()).describe('Who else was given it'),
  at: z.iso.datetime().nullable(),
  values: z.record(z.string(), value).describe('Every value held, by name, decrypted for this file only'),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/**
 * A person's data export (issue 36 item 2), the JSON file's one definition: docs/data-export.schema.json
 * is made from it (a test checks they agree), and every export is checked against that file.
 */
export const personExportSchema = z
  .object({
    format: z.literal('quickcheck-person-export/1'),
    generatedAt: z.iso.datetime(),
    foundBy: z.enum(['email', 'reference', 'person']),
    controller: z.string(),
    sources: z.record(z.string(), z.string()).describe('What each `source` means'),
    records: z.array(exportRecordSchema),
    retention: z.array(z.object({ kind: z.string(), data: z.string(), keptFor: z.string(), why: z.string() })),
  })
  .describe('Everything QuickCheck holds about one person, made on request and never stored');
export type PersonExport = z.infer<typeof personExportSchema>;

/** The JSON Schema (draft 2020-12) of the export, as docs/data-export.schema.json holds it. */
export const personExportJsonSchema = () => z.toJSONSchema(personExportSchema);
