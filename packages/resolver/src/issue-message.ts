import type * as z from 'zod/mini';
import { kindOf } from './kind-of.js';

type Issue = z.core.$ZodRawIssue;

const bound = (issue: Issue, least: boolean, limit: unknown, inclusive: unknown): string => {
  const unit = { string: ' character(s)', array: ' item(s)' }[String(issue.origin)];
  if (unit) return `must have ${least ? 'at least' : 'at most'} ${String(limit)}${unit}`;
  return `must be ${least ? '>' : '<'}${inclusive ? '=' : ''} ${String(limit)}`;
};

/**
 * Messages for the validator's issues. zod/mini ships no message text (that keeps it small);
 * these are the resolver's own, passed per parse so a host page's zod settings stay untouched.
 * Messages a schema states itself (recipe ids, rect bounds, design rows) take precedence.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${String(issue.expected)}, got ${kindOf(issue.input)}`;
    case 'too_small':
      return bound(issue, true, issue.minimum, issue.inclusive);
    case 'too_big':
      return bound(issue, false, issue.maximum, issue.inclusive);
    case 'invalid_format':
      return `must match ${String(issue.pattern ?? issue.format)}`;
    case 'invalid_value':
      return `must be ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_key': {
      const inner = (issue.issues as Array<{ message?: string }> | undefined)?.[0]?.message;
      return `is not a valid key${inner ? ` (${inner})` : ''}`;
    }
    default:
      return 'is invalid';
  }
}
