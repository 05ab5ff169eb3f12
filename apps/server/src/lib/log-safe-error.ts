/**
 * The logger's serializer for errors (DECISIONS §8: nothing personal in logs). A failed query
 * keeps its statement (with `$1` placeholders) and its SQLSTATE, never its parameters: Drizzle
 * writes them into its message, and PostgreSQL quotes values in its own messages and details
 * ("Key (email)=(…) already exists"), so both are left out or masked.
 */
// A type, not an interface: pino's serializer type wants an index signature.
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  statement?: string;
  stack: string;
  cause?: SafeError;
};

const STATEMENT_MAX = 500;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
}

/** A query failed in Drizzle: its message carries the parameters. */
const isQueryError = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error;
/** An error sent by PostgreSQL: a SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && typeof error.severity === 'string';

/** Quoted values in a database message become `"…"`. */
const maskQuoted = (text: string) =>
  text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');

export function safeError(value: unknown, depth = 0): SafeError {
  if (typeof value !== 'object' || value === null)
    return { type: typeof value, message: String(value), stack: '' };
  const error = value as ErrorLike;
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const type =
    typeof constructorName === 'string' && constructorName !== 'Object' && constructorName !== 'Error'
      ? constructorName
      : typeof error.name === 'string'
        ? error.name
        : 'Error';
  const raw = typeof error.message === 'string' ? error.message : '';
  const query = isQueryError(error);
  const message = query ? 'Failed query' : isDatabaseError(error) ? maskQuoted(raw) : raw;
  const safe: SafeError = { type, message, stack: '' };
  if (typeof error.code === 'string') safe.code = error.code;
  // Drizzle's errors and the embedded database's carry the statement they ran.
  if (typeof error.query === 'string') safe.statement = error.query.slice(0, STATEMENT_MAX);
  if (typeof error.stack === 'string') {
    // The stack's first lines repeat the message: keep only the frames.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < 4) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
