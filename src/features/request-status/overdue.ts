import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';

/**
 * Still undecided past the time we meant to answer by, as seen at `seenAt`: our mail may have gone
 * astray, or we are late, and the visitor should call rather than wait
 * (docs/decisions/booking-lifecycle.md, the 24 hours).
 */
export function isOverdue(answer: StatusAnswer, seenAt: number): boolean {
  return answer.status === 'requested' && Date.parse(answer.answerBy) < seenAt;
}

/** Still undecided, and the ride starts before our answer is due: call rather than wait. */
export function rideBeforeAnswer(answer: StatusAnswer): boolean {
  return answer.status === 'requested' && answer.rideBeforeAnswer === true;
}
