import * as z from 'zod';
import type { EnvProblem } from './env-error.ts';

/**
 * One environment variable, written once: its name and the schema that parses it (validation,
 * default and error text). Where it sits in a settings group is the name the code reads it by,
 * and its type is the schema's output (issue 22 item 4, decision 032).
 */
export class Setting<Schema extends z.ZodType = z.ZodType> {
  constructor(
    readonly variable: string,
    readonly schema: Schema,
  ) {}
}

export const setting = <Schema extends z.ZodType>(variable: string, schema: Schema) => new Setting(variable, schema);

/** Settings under the code's names; a nested group becomes a nested object. */
export interface SettingGroup {
  readonly [name: string]: Setting | SettingGroup;
}

/** What a group parses to: each setting's schema output under its name. */
export type SettingsOf<Group extends SettingGroup> = {
  -readonly [Name in keyof Group]: Group[Name] extends Setting<infer Schema>
    ? z.output<Schema>
    : Group[Name] extends SettingGroup
      ? SettingsOf<Group[Name]>
      : never;
};

export type SettingsResult<Group extends SettingGroup> =
  { ok: true; settings: SettingsOf<Group> } | { ok: false; problems: EnvProblem[] };

/** A whole number in a range, with the one error text every such variable gives. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A key or token: long enough that guessing it is hopeless. */
export const secret = z.string().min(32, 'must be at least 32 characters long');

/** Every setting of a group, nested groups' too. */
export function settingsIn(group: SettingGroup): Setting[] {
  return Object.values(group).flatMap((entry) => (entry instanceof Setting ? [entry] : settingsIn(entry)));
}

function valuesOf(group: SettingGroup, parsed: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).map(([name, entry]) => [
      name,
      entry instanceof Setting ? parsed[entry.variable] : valuesOf(entry, parsed),
    ]),
  );
}

/** The variables' problems, one per variable (its first), in the order zod met them. */
function problemsOf(issues: readonly z.core.$ZodIssue[]): EnvProblem[] {
  const byVariable = new Map<string, string>();
  for (const issue of issues) {
    const variable = String(issue.path[0] ?? 'environment');
    if (!byVariable.has(variable)) byVariable.set(variable, issue.message);
  }
  return [...byVariable].map(([variable, reason]) => ({ variable, reason }));
}

/**
 * Parses a group of settings once at start (docs/product/contract.md#configuration): an empty value counts as unset, and
 * every malformed variable is named, never its value.
 */
export function parseSettings<Group extends SettingGroup>(
  group: Group,
  env: Record<string, string | undefined>,
): SettingsResult<Group> {
  const all = settingsIn(group);
  const present = Object.fromEntries(
    all.flatMap(({ variable }) => {
      const value = env[variable]?.trim();
      return value ? [[variable, value]] : [];
    }),
  );
  const parsed = z.object(Object.fromEntries(all.map(({ variable, schema }) => [variable, schema]))).safeParse(present);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues) };
  return { ok: true, settings: valuesOf(group, parsed.data) as SettingsOf<Group> };
}
