import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO-8601 instants in UTC over the wire, Date objects inside the server. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant as an ISO-8601 string in UTC, e.g. 2025-11-22T05:00:00.000Z.',
  serialize(value) {
    // Raw SQL rows may carry timestamps as strings; entities carry Dates.
    const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent this value');
    return date.toISOString();
  },
  parseValue(value) {
    return parseIso(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string', { nodes: ast });
    return parseIso(ast.value);
  },
});

// Date-only or zone-less strings are ambiguous; insist on a full instant.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseIso(value: unknown): Date {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) {
    throw new GraphQLError('DateTime must be an ISO-8601 string with a time zone');
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be a valid date');
  return date;
}
