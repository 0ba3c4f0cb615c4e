/**
 * The shape every lifecycle transition answers with, for orders and activities alike (DECISIONS.md
 * "Order lifecycle"). A transition is pure: it reads the record, the actor and the time and says
 * what to write; the gateway writes it inside its transaction, the web shows what it may do.
 */
import type { ActivityConfirmationDialog } from '../activities/quickCompletion.ts';
import type { PlannedActivity, Task } from '../activities/types.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';
import { evaluatePermission } from '../permissions/evaluatePermission.ts';
import type { PermissionProfile } from '../permissions/evaluatePermission.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import type { RoleType } from '../profiles/types.ts';
import { readDate } from './dates.ts';
import type { DateValue, OrderEntityId } from './types.ts';

/** Who asks for a transition: the active profile (its role and its permission grants). */
export type TransitionActor = PermissionProfile;

/**
 * Why a transition is refused, and the answer the gateway gives:
 * - FORBIDDEN (403): the actor may not act on the record at all (a role with no part in it, or a
 *   missing permission or module), or lacks the event's own permission;
 * - CONFLICT (409): the record does not allow it now: its state, its flags, someone changed it
 *   meanwhile, or the step belongs to the other side of the order (DECISIONS.md "Order
 *   lifecycle" 9);
 * - VALIDATION (400): what the event carries is not valid (a date, a price, a form field).
 */
export type TransitionRefusalCode = 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION';

/** A refused transition: nothing may be written. */
export interface TransitionRefusal {
  ok: false;
  code: TransitionRefusalCode;
  /** Why, in Italian, ready to show (the 409 body's message). */
  message: string;
  /** For VALIDATION: the Italian message of each field in error, by wire name. */
  fieldErrors?: Readonly<Record<string, string>>;
}

/** One field written by a transition: the append-only history row's "from → to". */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * One field of a history entry as it is served and shown: its Italian label and, for a field
 * naming a related record (`_building`, `_supplier`, `_contact`…), that record's name before and
 * after when the reader may read it (absent otherwise).
 */
export interface HistoryChange extends FieldChange {
  label: string;
  fromName?: string;
  toName?: string;
}

/** Something the gateway must do besides writing the record's fields. */
export type TransitionEffect =
  /** Delete the record (a draft order, an activity of a draft order). */
  | { type: 'deleteRecord' }
  /** Notify the order's supplier that an order reached it (ORDER_NEW). */
  | { type: 'notifySupplier' }
  /** Give the order's activities to the order's new supplier (their supplier follows the order's). */
  | { type: 'reassignActivities'; supplier: OrderEntityId }
  /** Post this text in the order's chat (001 §4.2, an activity rejected by the organisation). */
  | { type: 'postChatMessage'; text: string }
  /** Create this task, linked to the activity (001 §4.2, §7 "POST api/v2/proxy/tasks"). */
  | { type: 'createTask'; task: Task }
  /** Create these activities in the order (001 §7 "create (POST with _order, type and options)"). */
  | { type: 'createActivities'; activities: PlannedActivity[] }
  /** Write these fields on the activity's order too: its flags, or its closing. */
  | {
      type: 'updateOrder';
      changes: Readonly<Record<string, unknown>>;
      history: FieldChange[];
      /** The order lifecycle state after the change. */
      state: string;
    };

/** An accepted transition: the fields to write, their history and the other effects. */
export interface TransitionSuccess<Fields> {
  ok: true;
  /** Only the fields whose value changes; empty when the transition changes nothing. */
  changes: Partial<Fields>;
  /** One row per changed field, in the order of `changes`. */
  history: FieldChange[];
  effects: TransitionEffect[];
  /** The lifecycle state the record is in afterwards. */
  state: string;
  /** The Italian success message to show, when the spec gives one. */
  message?: string;
}

/** What `applyOrderTransition` and `applyActivityTransition` answer. */
export type TransitionResult<Fields> = TransitionSuccess<Fields> | TransitionRefusal;

/** One action of a record as a screen offers it. */
export interface TransitionAction<Id extends string, EventType extends string> {
  id: Id;
  /** The event `apply…Transition` takes for it. */
  event: EventType;
  /** The Italian button label: what it will do. */
  label: string;
  enabled: boolean;
  /** Why it is disabled, in Italian; absent when enabled. */
  reason?: string;
  /**
   * Not shown at all: an action of another role, a permission the spec hides (002 §6 "hidden"),
   * the half of a pair that does not apply (Sospendi / Riprendi), or something that happens by
   * itself (the read confirmation on opening, 001 §2.6).
   */
  hidden?: boolean;
  /** The confirmation to ask before sending the event, when one is needed. */
  confirmation?: ActivityConfirmationDialog;
}

/**
 * The success answer of a lifecycle step: the machine's next snapshot holds the changes, effects
 * and success message its actions decided; only the changes that change something are kept.
 */
export function transitionSuccess<Fields extends object>(
  record: Fields,
  next: {
    value: unknown;
    context: { changes: Partial<Fields>; effects: TransitionEffect[]; successMessage?: string };
  },
): TransitionSuccess<Fields> {
  const { changes, history } = effectiveChanges(record, next.context.changes);
  const { effects, successMessage } = next.context;
  return {
    ok: true,
    changes,
    history,
    effects,
    state: String(next.value),
    ...(successMessage ? { message: successMessage } : {}),
  };
}

/** A refusal. */
export function refusal(
  code: TransitionRefusalCode,
  message: string,
  fieldErrors?: Readonly<Record<string, string>>,
): TransitionRefusal {
  return fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message };
}

/**
 * The changes that really change something, and their history rows. A value equal to the
 * record's is dropped, so writing "already read" twice records nothing: a missing field counts as
 * null, and a missing flag as false (as the order's flags are read everywhere, 001 §3); dates are
 * compared by instant, amounts by value.
 */
export function effectiveChanges<Fields extends object>(
  record: Fields,
  changes: Partial<Fields>,
): { changes: Partial<Fields>; history: FieldChange[] } {
  const effective: Partial<Fields> = {};
  const history: FieldChange[] = [];
  for (const field of Object.keys(changes) as (keyof Fields & string)[]) {
    const from = (record[field] as unknown) ?? null;
    const to = (changes[field] as unknown) ?? null;
    if (sameValue(from, to)) continue;
    effective[field] = changes[field];
    history.push({ field, from, to });
  }
  return { changes: effective, history };
}

function sameValue(first: unknown, second: unknown): boolean {
  if (first === null && second === false) return true;
  if (first instanceof Date || second instanceof Date) {
    return readDate(first as DateValue)?.valueOf() === readDate(second as DateValue)?.valueOf();
  }
  // Amounts arrive as numbers or as numeric strings (PostgreSQL numeric): 380 equals '380.00'.
  if (typeof first === 'number' && typeof second === 'string') return first === numberOf(second);
  if (typeof first === 'string' && typeof second === 'number') return numberOf(first) === second;
  return first === second;
}

function numberOf(text: string): number | undefined {
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
}

/** The guards of one event beyond its states: who may send it, the record's flags, its payload. */
export interface TransitionRule<GuardName extends string> {
  /**
   * Who may send it: the other side of the record is refused with CONFLICT, an actor who may not
   * act on the record at all with FORBIDDEN (see `firstRefusal`).
   */
  actor: GuardName;
  /** The record's flags it needs (CONFLICT otherwise), in the order their reasons are given. */
  conditions: readonly GuardName[];
  /** The checks of what the event carries: run on apply only, not when listing actions. */
  payload: readonly GuardName[];
}

/** What `firstRefusal` needs to know about one event on one record. */
export interface RefusalQuestion<GuardName extends string> {
  rule: TransitionRule<GuardName>;
  /** The guard of the actor's permission for the event. */
  permissionGuard: GuardName;
  /** Who asks. */
  actor: TransitionActor;
  /**
   * The permission the actor's role needs to act on the record at all (its update permission);
   * undefined for a role that never acts on it.
   */
  roleRequirement: PermissionRequirement | undefined;
  /** Whether a guard passes. */
  passes: (guard: GuardName) => boolean;
  /** Whether the record's state accepts the event at all (the machine's shape). */
  acceptedInState: boolean;
  /** Why the state does not accept it. */
  stateRefusal: () => TransitionRefusal;
  /** Why a guard refuses. */
  refusalOf: (guard: GuardName) => TransitionRefusal;
  /** False when only listing actions: the event carries no payload yet. */
  checkPayload: boolean;
}

/**
 * The first reason an event is refused, in the order a person wants to hear it: not yours
 * (FORBIDDEN: no part in the record or no permission), not your step (CONFLICT: the other
 * side's event), not yours to send (FORBIDDEN: the event's permission), not now (CONFLICT: the
 * state, then the flags), not like this (the payload, checked on apply only). Undefined when the
 * event is accepted.
 *
 * Another role's event is a CONFLICT when the actor may act on the record (its role holds
 * `roleRequirement`): like a state refusal it says where the record's workflow stands ("this step
 * is the administrator's"), and the actor already reads the record, so nothing is revealed. An
 * actor whose role never acts on the record, or who lacks that permission, is FORBIDDEN.
 */
export function firstRefusal<GuardName extends string>(
  question: RefusalQuestion<GuardName>,
): TransitionRefusal | undefined {
  const { rule, passes, refusalOf, roleRequirement } = question;
  const failing = (guards: readonly GuardName[]): GuardName | undefined =>
    guards.find((guard) => !passes(guard));
  if (!passes(rule.actor)) {
    const notYours = refusalOf(rule.actor);
    if (roleRequirement === undefined) return refusal('FORBIDDEN', notYours.message);
    if (!holdsPermission(question.actor, roleRequirement)) {
      return permissionRefusal(question.actor, roleRequirement);
    }
    return notYours;
  }
  if (!passes(question.permissionGuard)) return refusalOf(question.permissionGuard);
  if (!question.acceptedInState) return question.stateRefusal();
  const failed =
    failing(rule.conditions) ?? (question.checkPayload ? failing(rule.payload) : undefined);
  return failed ? refusalOf(failed) : undefined;
}

/**
 * Plain guards `(facts, event) => boolean` as a machine calls them (`({ context, event })`): the
 * context holds the facts, so the same functions serve the machine and the action lists.
 */
export function toMachineGuards<GuardName extends string, Facts, Event>(
  guards: Readonly<Record<GuardName, (facts: Facts, event: Event) => boolean>>,
): Record<GuardName, (args: { context: Facts; event: Event }) => boolean> {
  return Object.fromEntries(
    Object.entries<(facts: Facts, event: Event) => boolean>(guards).map(([name, guard]) => [
      name,
      ({ context, event }: { context: Facts; event: Event }) => guard(context, event),
    ]),
  ) as Record<GuardName, (args: { context: Facts; event: Event }) => boolean>;
}

/** A refusal with a fixed code and message, for guards whose reason never varies. */
export function constantRefusal(
  code: TransitionRefusalCode,
  key: OrderLifecycleMessageKey,
): () => TransitionRefusal {
  return () => refusal(code, orderLifecycleMessage(key));
}

/**
 * A VALIDATION refusal with its field errors (fields without an error are left out); its message
 * is the given summary, or the first field's error.
 */
export function validationRefusal(
  errors: Readonly<Record<string, string | undefined>>,
  summary?: string,
): TransitionRefusal {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const first = Object.values(fieldErrors)[0];
  return refusal(
    'VALIDATION',
    summary ?? first ?? validationMessage('validation.saveRefused'),
    fieldErrors,
  );
}

/** The permission each event needs, by role type (none: the role never sends it, or needs none). */
export type TransitionPermissions<EventType extends string> = Readonly<
  Record<EventType, Readonly<Partial<Record<RoleType, PermissionRequirement>>>>
>;

/** The permission an event needs from a role type, or undefined when it needs none. */
export function transitionPermission<EventType extends string>(
  permissions: TransitionPermissions<EventType>,
  eventType: EventType,
  roleType: RoleType | undefined,
): PermissionRequirement | undefined {
  return roleType ? permissions[eventType][roleType] : undefined;
}

/** The actor holds the permission (allowed, neither locked nor hidden), or none is needed. */
export function holdsPermission(
  actor: TransitionActor,
  requirement: PermissionRequirement | undefined,
): boolean {
  return !requirement || evaluatePermission(actor, requirement).state === 'allowed';
}

/**
 * The FORBIDDEN answer to an actor who lacks an event's permission: the lock message of 000 §8
 * ('Funzionalità non disponibile', or 'Funzionalità non abilitata' for a module that is off).
 */
export function permissionRefusal(
  actor: TransitionActor,
  requirement: PermissionRequirement | undefined,
): TransitionRefusal {
  const decision = requirement ? evaluatePermission(actor, requirement) : undefined;
  return refusal('FORBIDDEN', decision?.message ?? commonMessage('common.featureUnavailable'));
}
