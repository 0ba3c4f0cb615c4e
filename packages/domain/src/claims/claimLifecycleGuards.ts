/**
 * The guards of the claim lifecycle (DECISIONS.md "Claim lifecycle"): plain functions of the
 * facts and the event, shared by the machine, the action list and the gateway's refusals.
 */
import { claimsMessage } from '../messages/it-IT/claims.ts';
import type { ClaimsMessageKey } from '../messages/it-IT/claims.ts';
import { holdsPermission, permissionRefusal, refusal } from '../orders/transitions.ts';
import type { TransitionRefusal } from '../orders/transitions.ts';
import { withApplicationModules } from '../permissions/applicationModules.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { hasModule } from '../profiles/modules.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type {
  ClaimAmount,
  ClaimEventType,
  ClaimFacts,
  ClaimTransitionEvent,
} from './claimLifecycleTypes.ts';

/**
 * The permission every claim step needs: the organisation's update of its claims (001 §6
 * "Path-based checks are used for … ORG/OPR/claims"; "APP_UPDATE"). ORG_OPR_CLAIMS needs the
 * claims module, so an organisation without it is refused 'Funzionalità non abilitata'.
 */
export const CLAIM_UPDATE_PERMISSION: PermissionRequirement = withApplicationModules({
  application: 'ORG_OPR_CLAIMS',
  functionality: 'APP_UPDATE',
});

/** The names of the claim guards. */
export type ClaimGuardName =
  | 'isOrganisation'
  | 'isClaimActionPermitted'
  | 'hasInsurer'
  | 'hasLossAdjuster'
  | 'hasAmountClaimed'
  | 'hasAmountRefunded'
  | 'isAmountRefundedPositive'
  | 'hasReason';

function isLinked(id: unknown): boolean {
  return id != null && String(id).trim() !== '';
}

/** An amount as a number: a number, or a numeric text with a dot or a decimal comma; else NaN. */
export function claimAmountValue(amount: ClaimAmount | null | undefined): number {
  if (typeof amount === 'number') return amount;
  if (typeof amount !== 'string' || amount.trim() === '') return Number.NaN;
  return Number(amount.trim().replace(',', '.'));
}

/** The plain guards. */
export const CLAIM_GUARDS: Readonly<
  Record<ClaimGuardName, (facts: ClaimFacts, event: ClaimTransitionEvent) => boolean>
> = {
  // Only the organisation works a claim; the insurer and the loss adjuster read it.
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  isClaimActionPermitted: (facts) => holdsPermission(facts.actor, CLAIM_UPDATE_PERMISSION),
  hasInsurer: (facts) => isLinked(facts.claim._supplierICMP),
  hasLossAdjuster: (facts) => isLinked(facts.claim._supplierIEXP),
  hasAmountClaimed: (facts) => claimAmountValue(facts.claim.amountClaimed) > 0,
  hasAmountRefunded: (_facts, event) =>
    event.type !== 'LIQUIDATE' ||
    (event.amountRefunded != null && String(event.amountRefunded).trim() !== ''),
  isAmountRefundedPositive: (_facts, event) =>
    event.type !== 'LIQUIDATE' || claimAmountValue(event.amountRefunded) > 0,
  hasReason: (_facts, event) =>
    event.type !== 'CLOSE_NOT_LIQUIDATED' || (event.reason ?? '').trim() !== '',
};

/** The guards of one event beyond the actor: the record's facts, then what the event carries. */
export const CLAIM_EVENT_CONDITIONS: Readonly<
  Record<
    ClaimEventType,
    { conditions: readonly ClaimGuardName[]; payload: readonly ClaimGuardName[] }
  >
> = {
  START_VERIFICATION: { conditions: ['hasInsurer'], payload: [] },
  ASSESS_DAMAGE: { conditions: ['hasLossAdjuster'], payload: [] },
  REQUEST_LIQUIDATION: { conditions: ['hasAmountClaimed'], payload: [] },
  LIQUIDATE: { conditions: [], payload: ['hasAmountRefunded', 'isAmountRefundedPositive'] },
  CLOSE_NOT_LIQUIDATED: { conditions: [], payload: ['hasReason'] },
  REOPEN: { conditions: [], payload: [] },
};

const GUARD_REFUSALS: Readonly<
  Record<
    Exclude<ClaimGuardName, 'isClaimActionPermitted'>,
    { code: TransitionRefusal['code']; key: ClaimsMessageKey; field?: string }
  >
> = {
  isOrganisation: { code: 'FORBIDDEN', key: 'claims.refusal.organisationOnly' },
  hasInsurer: { code: 'CONFLICT', key: 'claims.refusal.noInsurer' },
  hasLossAdjuster: { code: 'CONFLICT', key: 'claims.refusal.noLossAdjuster' },
  hasAmountClaimed: { code: 'CONFLICT', key: 'claims.refusal.noAmountClaimed' },
  hasAmountRefunded: {
    code: 'VALIDATION',
    key: 'claims.refusal.amountLiquidatedRequired',
    field: 'amountRefunded',
  },
  isAmountRefundedPositive: {
    code: 'VALIDATION',
    key: 'claims.refusal.amountLiquidatedPositive',
    field: 'amountRefunded',
  },
  hasReason: { code: 'VALIDATION', key: 'claims.refusal.reasonRequired', field: 'reason' },
};

/**
 * Why a guard refuses. A missing permission says the lock message of 000 §8 ('Funzionalità non
 * abilitata' when the claims module is off); a payload error is a field error on the event's field.
 */
export function claimGuardRefusal(guard: ClaimGuardName, facts: ClaimFacts): TransitionRefusal {
  if (guard === 'isClaimActionPermitted') {
    // An organisation without the claims module is told so, whether its menu shows the entry or not.
    const moduleOff = (CLAIM_UPDATE_PERMISSION.modules ?? []).some(
      (key) => !hasModule(facts.actor, key),
    );
    return moduleOff
      ? refusal('FORBIDDEN', commonMessage('common.featureNotEnabled'))
      : permissionRefusal(facts.actor, CLAIM_UPDATE_PERMISSION);
  }
  const { code, key, field } = GUARD_REFUSALS[guard];
  const text = claimsMessage(key);
  return field === undefined ? refusal(code, text) : refusal(code, text, { [field]: text });
}
