/**
 * A refusal caused by permissions or modules changed during the session (000 §4 'Permessi
 * insufficienti': "access to some parts lost; the session must restart"). The web app sends, in
 * domain's `GRANTS_HEADER`, the fingerprint of the profile it started the session with. A call
 * refused for the role, a permission or a module (403 FORBIDDEN or MODULE_DISABLED) whose profile
 * now has another fingerprint is answered 403 PERMISSIONS_CHANGED instead, so the app can tell
 * "you never could" (an ordinary refusal, shown as an error) from "you no longer can" (the
 * blocking dialog and a new session). Without the header (other clients, tests) nothing changes.
 */
import {
  GRANTS_HEADER,
  PERMISSIONS_CHANGED_CODE,
  profileGrantsFingerprint,
} from '@portineria/domain';
import { GatewayError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import type { RequestScope } from './scope.ts';

/** The header as Node delivers it. */
export const GRANTS_HEADER_NAME = GRANTS_HEADER.toLowerCase();

/**
 * PERMISSIONS_CHANGED for a 403 FORBIDDEN or MODULE_DISABLED of a scope whose fingerprint differs
 * from the one the client sent, else the error itself.
 */
export function refusalAfterGrantsChange(
  error: GatewayError,
  scope: RequestScope | undefined,
  sentFingerprint: string | undefined,
): GatewayError {
  if (error.code !== 'FORBIDDEN' && error.code !== 'MODULE_DISABLED') return error;
  if (!scope || !sentFingerprint) return error;
  if (profileGrantsFingerprint(scope.profile) === sentFingerprint) return error;
  return new GatewayError(403, PERMISSIONS_CHANGED_CODE, messages.permissionsChanged);
}
