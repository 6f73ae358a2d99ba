/** A zod issue: what fastify-type-provider-zod hands on as `keyword`, `instancePath`, `message` and `params`. */
interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  /** invalid_union: each alternative's issues. */
  errors?: Issue[][];
  /** unrecognized_keys: the keys that do not belong. */
  keys?: string[];
}

/**
 * Where an issue is and what it says. A body of one of several shapes (busy mode's `{ extraMinutes, forMinutes }`
 * or `{ pauseMinutes }`) fails as a whole; the shape that came closest (fewest problems) tells which field to fix.
 * A key that does not belong is named itself.
 */
function locate(issue: Issue, prefix: PropertyKey[]): { path: PropertyKey[]; message: string } {
  const path = [...prefix, ...issue.path];
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined;
  if (unknownKey) return { path: [...path, unknownKey], message: issue.message };
  const alternatives = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
  const closest = [...alternatives].sort((a, b) => a.length - b.length)[0]?.[0];
  const inner = closest && locate(closest, path);
  // A union of plain values (15, 30 or 45) has no deeper field: it is the field's own problem.
  return inner && inner.path.length > path.length ? inner : { path, message: issue.message };
}

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The dotted field ('' for the whole input) and the message of a request validation error. */
export function validationField({ keyword, instancePath, message, params }: ValidationIssue) {
  const path = instancePath.split('/').filter(Boolean);
  const issue = { ...params, path, code: keyword, message: message ?? 'invalid' } as Issue;
  const located = locate(issue, []);
  return { field: located.path.map(String).join('.'), message: located.message };
}
