import { sql, type SQL } from 'drizzle-orm';

/** A timestamp parameter from the injected clock; SQL never calls now() so tests can move time. */
export function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** The constraint a unique violation broke, through the driver's and Drizzle's wrappers. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      const match = typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = cause;
  }
  return undefined;
}
