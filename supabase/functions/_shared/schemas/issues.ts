import type { z } from 'zod';
import { isValidationCode, type ValidationCode } from './codes.ts';

export interface ValidationIssue {
  code: ValidationCode;
  path: (string | number)[];
}

/** Zod issues → `{ code, path }`, one per field and code; anything unforeseen becomes 'invalid'. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const code = isValidationCode(issue.message) ? issue.message : 'invalid';
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    const id = `${code}\u0000${path.join('.')}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push({ code, path });
  }
  return issues;
}
