import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ValidationCode } from '#shared/schemas/codes.ts';
import type { ValidationIssue } from '#shared/schemas/issues.ts';
import type { DecisionInput, OperatorRequest } from '#shared/schemas/lifecycle.ts';
import { decide } from './operator-api.ts';

let checking: Promise<typeof import('./decision-check.ts')> | undefined;

/** The schema's check loads when the operator starts on a decision (or sends one). */
export function loadDecisionCheck() {
  if (!checking) {
    checking = import('./decision-check.ts');
    checking.catch(() => (checking = undefined));
  }
  return checking;
}

/** A decision form's fields, by the decision's names (the schema's issues point at these). */
type DecisionField = 'priceCents' | 'depositCents' | 'meetingPoint' | 'message' | 'reason';
export type FieldErrors = Partial<Record<DecisionField, ValidationCode>>;

/** How a sent decision ended, for the request view. */
export type Decided =
  | { kind: 'decided'; request: OperatorRequest }
  /** Someone else (another device) decided first: the view shows that decision. */
  | { kind: 'conflict'; request: OperatorRequest };

const FIELDS: readonly string[] = [
  'priceCents',
  'depositCents',
  'meetingPoint',
  'message',
  'reason',
] satisfies DecisionField[];

function fieldErrors(issues: ValidationIssue[]): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const { code, path } of issues) {
    const field = String(path[0] ?? '');
    if (!FIELDS.includes(field)) return null;
    errors[field as DecisionField] ??= code;
  }
  return errors;
}

/**
 * Sends a decision once it passes the schema: field errors come back on their fields, a late
 * decision (409) as a conflict with the first one, anything else as a sentence to show.
 */
export function useDecide(session: string, onDone: (result: Decided) => void) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<DecisionInput['decision'] | null>(null);
  // `sending` is set only after the check has loaded: a second press before it (a phone fetching
  // the check's code) sent the decision twice, and the second came back as another device's.
  const busy = useRef(false);

  /** Sends it; answers the field errors found (none once sent, or when it failed otherwise). */
  async function send(input: DecisionInput, known: FieldErrors = {}): Promise<FieldErrors> {
    if (busy.current) return {};
    busy.current = true;
    try {
      return await checkAndSend(input, known);
    } finally {
      busy.current = false;
    }
  }

  async function checkAndSend(input: DecisionInput, known: FieldErrors): Promise<FieldErrors> {
    setFailure(null);
    const checked = fieldErrors((await loadDecisionCheck()).checkDecision(input));
    const found = { ...checked, ...known };
    setErrors(found);
    if (Object.keys(found).length > 0) return found;
    setSending(input.decision);
    const result = await decide(session, input);
    setSending(null);
    if (result.ok) {
      onDone({ kind: 'decided', request: result.data });
    } else if (result.status === 409 && 'body' in result && result.body.request) {
      onDone({ kind: 'conflict', request: result.body.request as OperatorRequest });
    } else if ('offline' in result) {
      setFailure(t`Keine Verbindung: Nichts wurde gesendet. Bitte versuchen Sie es erneut.`);
    } else if (result.status === 400 && fieldErrors(result.issues)) {
      const returned = fieldErrors(result.issues)!;
      setErrors(returned);
      return returned;
    } else if (result.status !== 401) {
      setFailure(
        t`Das hat nicht geklappt (Fehler ${result.status}). Nichts wurde gesendet. Bitte versuchen Sie es erneut.`,
      );
    }
    return {};
  }

  return { errors, setErrors, failure, sending, send };
}
