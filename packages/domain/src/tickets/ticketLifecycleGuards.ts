/**
 * The guards of the ticket lifecycle (DECISIONS.md "Ticket lifecycle"): plain functions of the
 * facts and the event, shared by the machine, the action list and the gateway's refusals.
 */
import { ticketLifecycleMessage } from '../messages/it-IT/ticketLifecycle.ts';
import type { TicketLifecycleMessageKey } from '../messages/it-IT/ticketLifecycle.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { holdsPermission, refusal } from '../orders/transitions.ts';
import type { TransitionRefusal } from '../orders/transitions.ts';
import type {
  TicketEventType,
  TicketFacts,
  TicketTransitionEvent,
} from './ticketLifecycleTypes.ts';

/**
 * The permission every ticket step needs: the organisation's update of its tickets
 * (001 §6 "Path-based checks are used for ORG/GEN/tickets"; "APP_UPDATE").
 */
export const TICKET_UPDATE_PERMISSION: PermissionRequirement = {
  application: 'ORG_GEN_TICKETS',
  functionality: 'APP_UPDATE',
};

/** The names of the ticket guards. */
export type TicketGuardName =
  | 'isOrganisation'
  | 'isTicketActionPermitted'
  | 'hasActorEmployee'
  | 'isNotMine'
  | 'isAssigned'
  | 'hasAssignee'
  | 'isNewAssignee';

function sameEmployee(first: unknown, second: unknown): boolean {
  return first != null && second != null && String(first) === String(second);
}

/** The plain guards. */
export const TICKET_GUARDS: Readonly<
  Record<TicketGuardName, (facts: TicketFacts, event: TicketTransitionEvent) => boolean>
> = {
  // Only the organisation handles tickets; a resident follows its ticket's status.
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  isTicketActionPermitted: (facts) => holdsPermission(facts.actor, TICKET_UPDATE_PERMISSION),
  hasActorEmployee: (facts) => facts.actorEmployee != null,
  isNotMine: (facts) => !sameEmployee(facts.ticket._assignTo, facts.actorEmployee),
  isAssigned: (facts) => facts.ticket._assignTo != null,
  hasAssignee: (_facts, event) =>
    event.type === 'ASSIGN' && event.assignee != null && String(event.assignee).trim() !== '',
  isNewAssignee: (facts, event) =>
    event.type !== 'ASSIGN' || !sameEmployee(facts.ticket._assignTo, event.assignee),
};

/** The guards of one event beyond the actor: the record's facts, then what the event carries. */
export const TICKET_EVENT_CONDITIONS: Readonly<
  Record<
    TicketEventType,
    { conditions: readonly TicketGuardName[]; payload: readonly TicketGuardName[] }
  >
> = {
  TAKE_CHARGE: { conditions: ['hasActorEmployee', 'isNotMine'], payload: [] },
  ASSIGN: { conditions: [], payload: ['hasAssignee', 'isNewAssignee'] },
  START_WORK: { conditions: ['isAssigned'], payload: [] },
  CLOSE: { conditions: [], payload: [] },
  REOPEN: { conditions: [], payload: [] },
};

const GUARD_REFUSALS: Readonly<
  Record<TicketGuardName, { code: TransitionRefusal['code']; key: TicketLifecycleMessageKey }>
> = {
  isOrganisation: { code: 'FORBIDDEN', key: 'tickets.refusal.organisationOnly' },
  isTicketActionPermitted: { code: 'FORBIDDEN', key: 'tickets.refusal.organisationOnly' },
  hasActorEmployee: { code: 'CONFLICT', key: 'tickets.refusal.noEmployee' },
  isNotMine: { code: 'CONFLICT', key: 'tickets.refusal.alreadyMine' },
  isAssigned: { code: 'CONFLICT', key: 'tickets.refusal.unassigned' },
  hasAssignee: { code: 'VALIDATION', key: 'tickets.refusal.assigneeRequired' },
  isNewAssignee: { code: 'CONFLICT', key: 'tickets.refusal.sameAssignee' },
};

/** Why a guard refuses. A missing assignee is a field error on `assignee`. */
export function ticketGuardRefusal(guard: TicketGuardName): TransitionRefusal {
  const { code, key } = GUARD_REFUSALS[guard];
  const text = ticketLifecycleMessage(key);
  return code === 'VALIDATION' ? refusal(code, text, { assignee: text }) : refusal(code, text);
}
