import * as z from 'zod';
import { EnvError } from './env.ts';

/**
 * A group of settings parsed once at start like the rest of the environment: an empty value counts
 * as unset, and a bad one throws EnvError naming the variable (CONTRACT §2).
 */
export function parseEnvFields<Fields extends z.ZodRawShape>(
  fields: Fields,
  env: Record<string, string | undefined>,
): z.infer<z.ZodObject<Fields>> {
  const present = Object.fromEntries(
    Object.keys(fields).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = z.object(fields).safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(String(issue?.path[0] ?? Object.keys(fields)[0]), issue?.message ?? 'is malformed');
  }
  return parsed.data;
}
