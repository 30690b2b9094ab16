import type * as z from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const bound = (issue: Issue, word: 'least' | 'most', limit: unknown, inclusive: unknown): string => {
  const origin = String(issue.origin ?? '');
  if (origin === 'string') return `must have at ${word} ${String(limit)} character(s)`;
  if (origin === 'array' || origin === 'set') return `must have at ${word} ${String(limit)} item(s)`;
  const op = word === 'least' ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
  return `must be ${op} ${String(limit)}`;
};

/**
 * Messages for the validator's issues. zod/mini ships no message text (that keeps it small);
 * these are the resolver's own, passed per parse so a host page's zod settings stay untouched.
 * Messages a schema states itself (recipe ids, rect bounds, design rows) take precedence.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is required (${String(issue.expected)})`
        : `expected ${String(issue.expected)}, got ${kindOf(issue.input)}`;
    case 'too_small':
      return bound(issue, 'least', issue.minimum, issue.inclusive);
    case 'too_big':
      return bound(issue, 'most', issue.maximum, issue.inclusive);
    case 'invalid_format':
      return issue.pattern
        ? `must match ${String(issue.pattern)}`
        : `must be a valid ${String(issue.format)}`;
    case 'invalid_value': {
      const values = (issue.values as unknown[]).map((v) => JSON.stringify(v));
      return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
    }
    case 'invalid_key': {
      const inner = (issue.issues as Array<{ message?: string }> | undefined)?.[0]?.message;
      return `is not a valid key${inner ? ` (${inner})` : ''}`;
    }
    default:
      return 'is invalid';
  }
}
