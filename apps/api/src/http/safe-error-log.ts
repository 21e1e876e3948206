import { stdSerializers } from 'pino';

type Serialized = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/** Properties of database errors that carry values the request sent (a password hash, an email…). */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'];

/**
 * pino's error serializer, minus every bound parameter: a failed query's error (Drizzle's message and `params`,
 * PostgreSQL's `detail`) would otherwise print the values it was given — argon2 hashes, emails, messages — into
 * the logs. The SQL text stays (it holds $1-style parameters, not values), as do codes and stacks.
 */
export function safeErrorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as Serialized;
  return scrub(serialized, 0);
}

function scrub(value: Serialized, depth: number): Serialized {
  for (const field of VALUE_FIELDS) {
    if (field in value) value[field] = '[redacted]';
  }
  if (typeof value.message === 'string') value.message = withoutParams(value.message);
  if (typeof value.stack === 'string') value.stack = withoutParams(value.stack);
  const cause = value.cause as unknown;
  if (cause && typeof cause === 'object' && depth < 5)
    (value as Record<string, unknown>).cause = scrub(cause as Serialized, depth + 1);
  return value;
}

/**
 * Drizzle writes `Failed query: <sql>\nparams: <values>`, and PostgreSQL quotes the offending value after a colon
 * (`invalid input syntax for type integer: "<value>"`): the values go, identifiers (`relation "x"`) stay.
 */
function withoutParams(text: string) {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g, '\nparams: [redacted]')
    .replace(/: "(?:[^"]|"")*"/g, ': "[redacted]"');
}
