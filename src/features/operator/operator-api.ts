import { LIFECYCLE_ROUTES } from '#shared/schemas/lifecycle-paths.ts';
import type {
  DecisionInput,
  OperatorListItem,
  OperatorRequest,
  SignInAnswer,
} from '#shared/schemas/lifecycle.ts';
import { postLifecycle, type LifecycleResult } from '../forms/lifecycle-client.ts';
import { forgetSession, keepSession } from './session-store.ts';

/**
 * The console's calls to the function. Each sends the device's session; an answer saying the
 * session is unknown or expired (401) signs the device out here, which shows the sign-in again.
 */
async function signedIn<T>(
  route: Parameters<typeof postLifecycle>[0],
  body: unknown,
  session: string,
): Promise<LifecycleResult<T>> {
  const result = await postLifecycle<T>(route, body, { session });
  if (!result.ok && result.status === 401) await forgetSession({ expired: true });
  return result;
}

/** Signs this device in; the session is kept on it. */
export async function signIn(passphrase: string): Promise<LifecycleResult<SignInAnswer>> {
  const result = await postLifecycle<SignInAnswer>(LIFECYCLE_ROUTES.signIn, { passphrase });
  if (result.ok) await keepSession(result.data);
  return result;
}

/** Signs out: the function forgets the session (if it can be reached), the device does anyway. */
export async function signOut(session: string): Promise<void> {
  await postLifecycle(LIFECYCLE_ROUTES.signOut, {}, { session });
  await forgetSession();
}

export function listRequests(session: string) {
  return signedIn<{ requests: OperatorListItem[] }>(LIFECYCLE_ROUTES.list, {}, session);
}

export function getRequest(session: string, reference: string) {
  return signedIn<OperatorRequest>(LIFECYCLE_ROUTES.detail, { reference }, session);
}

export function decide(session: string, decision: DecisionInput) {
  return signedIn<OperatorRequest>(LIFECYCLE_ROUTES.decide, decision, session);
}
