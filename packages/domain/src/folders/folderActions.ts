/**
 * The questions the web and the gateway ask the qualification folder lifecycle (DECISIONS.md
 * "Qualification folder lifecycle"): which actions may this actor take on this folder now, what
 * does this event write, and may this actor add a document now. Both sides read the same machine
 * and guards, so a button the web enables is a transition the gateway accepts, and a refusal
 * says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import { foldersMessage } from '../messages/it-IT/folders.ts';
import type { FoldersMessageKey } from '../messages/it-IT/folders.ts';
import { firstRefusal, refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import type { UploadEntity } from '../chat/uploadContent.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import {
  FOLDER_EVENT_RULES,
  FOLDER_GUARDS,
  folderGuardRefusal,
  folderLifecycleMachine,
  folderLifecycleState,
} from './folderLifecycle.machine.ts';
import { folderFormErrorField, folderFormErrors } from './folderForm.ts';
import type { FolderTypeOwner } from './types.ts';
import type {
  FolderEventType,
  FolderFacts,
  FolderLifecycleRecord,
  FolderLifecycleState,
  FolderTransitionEvent,
} from './folderLifecycle.machine.ts';

/** The actions a screen offers on a folder. */
export type FolderActionId = 'submit' | 'approve' | 'sendBack';

/** One action on a folder, as `folderActions` lists it. */
export type FolderAction = TransitionAction<FolderActionId, FolderEventType>;

const FOLDER_ACTION_EVENTS = {
  submit: 'SUBMIT',
  approve: 'APPROVE',
  sendBack: 'SEND_BACK',
} as const satisfies Record<FolderActionId, FolderEventType>;

/** Every folder action, in the order a screen lists them. */
export const FOLDER_ACTION_IDS = Object.keys(FOLDER_ACTION_EVENTS) as FolderActionId[];

/**
 * The history field that keeps why a folder was sent back: the folder has no column for it, its
 * history row tells it (DECISIONS.md "Qualification folder lifecycle").
 */
export const FOLDER_SEND_BACK_REASON_FIELD = 'reason';

function acceptsEvent(state: FolderLifecycleState, type: FolderEventType): boolean {
  return folderLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

const STATE_REFUSALS: Readonly<Record<FolderLifecycleState, FoldersMessageKey>> = {
  todo: 'folders.refusal.notSubmitted',
  missing: 'folders.refusal.notSubmitted',
  done: 'folders.refusal.alreadyApproved',
  inProgress: 'folders.refusal.underReview',
};

/**
 * The first reason an event is refused (orders/transitions.ts `firstRefusal`): not yours
 * (FORBIDDEN: the other side's step), not now (CONFLICT: the state, a consultant's folder, no
 * document), not like this (VALIDATION: the expiry or the reason, on apply only).
 */
function findRefusal(
  facts: FolderFacts,
  event: FolderTransitionEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const rule = FOLDER_EVENT_RULES[event.type];
  const state = folderLifecycleState(facts.folder);
  return firstRefusal({
    rule,
    permissionGuard: rule.actor,
    actor: facts.actor,
    roleRequirement: undefined,
    passes: (guard) => FOLDER_GUARDS[guard](facts, event),
    acceptedInState: acceptsEvent(state, event.type),
    stateRefusal: () => refusal('CONFLICT', foldersMessage(STATE_REFUSALS[state])),
    refusalOf: folderGuardRefusal,
    checkPayload,
  });
}

/**
 * Every action on the folder for the actor (DECISIONS.md "Qualification folder lifecycle"): the
 * supplier sees 'Invia in revisione' while the folder is to do, sent back or approved (a
 * renewal); the organisation sees 'Approva' and 'Rimanda al fornitore' while the review is to be
 * completed. Each is enabled, or disabled with the Italian reason; another role's steps and the
 * steps the state does not take are hidden.
 */
export function folderActions(
  folder: FolderLifecycleRecord,
  actor: TransitionActor,
  today: string,
): FolderAction[] {
  const facts: FolderFacts = { folder, actor, today };
  const state = folderLifecycleState(folder);
  return FOLDER_ACTION_IDS.map((id) => {
    const type = FOLDER_ACTION_EVENTS[id];
    const event = { type } as FolderTransitionEvent;
    const reason = findRefusal(facts, event, false)?.message;
    const ownStep = FOLDER_GUARDS[FOLDER_EVENT_RULES[type].actor](facts, event);
    const hidden = !ownStep || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: foldersMessage(`folders.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
    };
  });
}

/**
 * What an event writes on the folder, or why it is refused (DECISIONS.md "Qualification folder
 * lifecycle"). Pure: the gateway runs it on the stored folder inside its transaction, writes
 * `changes` and appends `history`; a refusal is answered with its code (FORBIDDEN 403, CONFLICT
 * 409, VALIDATION 400) and its Italian message. Sending back adds the reason to the history as
 * `reason`.
 */
export function applyFolderTransition(
  folder: FolderLifecycleRecord,
  event: FolderTransitionEvent,
  actor: TransitionActor,
  today: string,
): TransitionResult<FolderLifecycleRecord> {
  const facts: FolderFacts = { folder, actor, today };
  const refused = findRefusal(facts, event, true);
  // An incomplete form says what each field lacks (DECISIONS.md "Qualification folder forms" 2).
  if (refused?.fieldErrors?.form !== undefined && event.type === 'SUBMIT') {
    const fieldErrors = Object.fromEntries(
      Object.entries(folderFormErrors(event.form, today)).map(([name, text]) => [
        folderFormErrorField(name),
        text,
      ]),
    );
    return { ...refused, fieldErrors: { form: refused.message, ...fieldErrors } };
  }
  if (refused) return refused;
  const snapshot = folderLifecycleMachine.resolveState({
    value: folderLifecycleState(folder),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(folderLifecycleMachine, snapshot, event);
  const success = transitionSuccess(folder, next);
  if (event.type !== 'SEND_BACK') return success;
  return {
    ...success,
    history: [
      ...success.history,
      { field: FOLDER_SEND_BACK_REASON_FIELD, from: null, to: (event.reason ?? '').trim() },
    ],
  };
}

/**
 * Why the actor may not add a document to the folder now, or undefined when it may. The
 * organisation requiring the folder always may; the supplier may while the folder is not under
 * review (its documents are being looked at) and the folder is uploadable by it (CONFLICT
 * otherwise); a resident never (FORBIDDEN). Who reads the folder at all is the gateway's tenant
 * rule.
 */
export function folderUploadRefusal(
  folder: FolderLifecycleRecord,
  actor: TransitionActor,
): TransitionRefusal | undefined {
  const roleType = roleTypeOf(actor.role);
  if (roleType === 'ORG') return undefined;
  if (roleType !== 'SPL') return refusal('FORBIDDEN', foldersMessage('folders.refusal.upload'));
  if (folder.uploadableBySpl === false) return folderGuardRefusal('isUploadableBySupplier');
  if (folderLifecycleState(folder) === 'inProgress') {
    return refusal('CONFLICT', foldersMessage('folders.refusal.underReviewUpload'));
  }
  return undefined;
}

/**
 * The upload entity of a folder's documents (002 §7.3 "for the entities chatData,
 * qualifications and consultancies"): a consultant's folder type takes 'consultancies', an
 * organisation's 'qualifications' (DECISIONS.md "Qualification folder lifecycle" 1).
 */
export function folderUploadEntity(owner: FolderTypeOwner | null | undefined): UploadEntity {
  return owner === 'CONSULTANT' ? 'consultancies' : 'qualifications';
}

const ACTION_KEYS: Readonly<Record<string, FoldersMessageKey>> = {
  SUBMIT: 'folders.history.action.SUBMIT',
  APPROVE: 'folders.history.action.APPROVE',
  SEND_BACK: 'folders.history.action.SEND_BACK',
};

const FIELD_KEYS: Readonly<Record<string, FoldersMessageKey>> = {
  status: 'folders.history.field.status',
  expiresOn: 'folders.history.field.expiresOn',
  validFrom: 'folders.history.field.validFrom',
  formData: 'folders.history.field.formData',
  [FOLDER_SEND_BACK_REASON_FIELD]: 'folders.history.field.reason',
};

/**
 * The title of a folder history entry: 'APPROVE' → 'Cartella approvata'. An action without a
 * title is named as it was recorded, so an entry is never blank.
 */
export function folderHistoryActionLabel(action: string): string {
  const key = ACTION_KEYS[action];
  return key === undefined ? action : foldersMessage(key);
}

/** The Italian label of a field a folder's history records: 'expiresOn' → 'Scadenza'. */
export function folderHistoryFieldLabel(field: string): string {
  const key = FIELD_KEYS[field];
  return key === undefined ? field : foldersMessage(key);
}
