import { toValidationIssues, type ValidationIssue } from '#shared/schemas/issues.ts';
import { decisionSchema, type DecisionInput } from '#shared/schemas/lifecycle.ts';

/**
 * The decision checked by the function's own schema before it is sent. Loaded when the
 * operator starts on the form (decision-form.tsx), so the console's first load carries no zod.
 */
export function checkDecision(input: DecisionInput): ValidationIssue[] {
  const parsed = decisionSchema.safeParse(input);
  return parsed.success ? [] : toValidationIssues(parsed.error);
}
