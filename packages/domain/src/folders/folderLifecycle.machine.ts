/**
 * The qualification folder lifecycle, one machine for the web (which actions to show) and the
 * gateway (which transitions to accept): 001 §3 Qualification folder ("states TODO 0,
 * IN_PROGRESS 1, DONE 2, MISSING 3"), §4.7; DECISIONS.md "Qualification folder lifecycle".
 *
 * States: todo ('Da fare') and missing ('Mancante', sent back) → the supplier sends its documents
 * for review with their expiry date (SUBMIT) → inProgress ('Da completare': the organisation's
 * review is to be completed) → the organisation approves (APPROVE) → done ('Completata'), or
 * sends it back with a reason (SEND_BACK) → missing. A done folder is renewed by a new SUBMIT.
 * The machine is pure: it starts from a stored folder (`machine.resolveState`), takes one event,
 * and its context ends with the fields to write (`changes`).
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { foldersMessage } from '../messages/it-IT/folders.ts';
import type { FoldersMessageKey } from '../messages/it-IT/folders.ts';
import { refusal, toMachineGuards } from '../orders/transitions.ts';
import type {
  TransitionActor,
  TransitionEffect,
  TransitionRefusal,
} from '../orders/transitions.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { textLimitOf } from '../validation/limits.ts';
import { FOLDER_STATUS } from './constants.ts';
import { isFolderFormComplete, normalizeFolderForm } from './folderForm.ts';
import type { FolderFormValues } from './folderForm.ts';
import type { FolderKind, FolderStatus } from './types.ts';

/** What the lifecycle reads of a folder. */
export interface FolderLifecycleRecord {
  status: FolderStatus;
  /** The organisation requiring the folder; null for a consultant's (system) folder. */
  _organization?: number | string | null;
  /** Whether the supplier may upload into it (false: only the organisation fills it). */
  uploadableBySpl?: boolean | null;
  /** How many documents are attached to it. */
  documentCount?: number | null;
  /**
   * Its folder type's kind (001 §3 "FORM or FINAL_DOC"): a FORM folder is sent with its form
   * instead of documents (DECISIONS.md "Qualification folder forms").
   */
  kind?: FolderKind | null;
  /** A FORM folder's form as last sent (DECISIONS.md "Qualification folder forms"). */
  formData?: FolderFormValues | null;
  /** `YYYY-MM-DD`: when the folder's documents expire. */
  expiresOn?: string | null;
  /** `YYYY-MM-DD`: from when the approved folder is valid. */
  validFrom?: string | null;
  /** The version of the stored folder (stale writes are refused, DECISIONS.md "Order lifecycle"). */
  updatedAt?: string | Date | null;
}

/** The events of the folder lifecycle. */
export type FolderTransitionEvent =
  /**
   * todo, missing or done → inProgress: the supplier sends its documents — or a FORM folder's
   * `form` — valid until `expiresOn`.
   */
  | { type: 'SUBMIT'; expiresOn?: string | null; form?: FolderFormValues | null }
  /** inProgress → done: the organisation approves the documents. */
  | { type: 'APPROVE' }
  /** inProgress → missing: the organisation sends the folder back to the supplier, saying why. */
  | { type: 'SEND_BACK'; reason?: string | null };

/** The type of a folder event. */
export type FolderEventType = FolderTransitionEvent['type'];

/** The facts a folder transition is decided on. */
export interface FolderFacts {
  folder: FolderLifecycleRecord;
  actor: TransitionActor;
  /** Today, `YYYY-MM-DD` (the gateway's clock, or the browser's to show the actions). */
  today: string;
}

/** The machine's context: the facts and what the transition decides to write. */
export interface FolderLifecycleContext extends FolderFacts {
  changes: Partial<FolderLifecycleRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored folder. */
export type FolderLifecycleState = 'todo' | 'inProgress' | 'done' | 'missing';

const STATE_OF_STATUS: Readonly<Record<FolderStatus, FolderLifecycleState>> = {
  [FOLDER_STATUS.TODO]: 'todo',
  [FOLDER_STATUS.IN_PROGRESS]: 'inProgress',
  [FOLDER_STATUS.DONE]: 'done',
  [FOLDER_STATUS.MISSING]: 'missing',
};

/** The state of a folder's status (an unknown status reads as todo, the status a folder starts in). */
export function folderLifecycleState(
  folder: Pick<FolderLifecycleRecord, 'status'>,
): FolderLifecycleState {
  return Object.hasOwn(STATE_OF_STATUS, folder.status) ? STATE_OF_STATUS[folder.status] : 'todo';
}

/** The longest reason a folder sent back may carry (validation/limits.ts `reason`). */
export const FOLDER_REASON_MAX_LENGTH = textLimitOf('reason').maxLength;

/** The names of the folder guards. */
export type FolderGuardName =
  | 'isSupplier'
  | 'isOrganisation'
  | 'isOrganisationFolder'
  | 'isUploadableBySupplier'
  | 'hasDocuments'
  | 'isFormComplete'
  | 'hasExpiry'
  | 'isExpiryNotPast'
  | 'hasReason'
  | 'isReasonWithinLimit';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function expiryOf(event: FolderTransitionEvent): string {
  return event.type === 'SUBMIT' ? (event.expiresOn ?? '').trim() : '';
}

function reasonOf(event: FolderTransitionEvent): string {
  return event.type === 'SEND_BACK' ? (event.reason ?? '').trim() : '';
}

/** Whether the folder's type is a form (001 §3 "Folder kind: FORM"). */
export function isFormFolder(folder: Pick<FolderLifecycleRecord, 'kind'>): boolean {
  return folder.kind === 'FORM';
}

function isIsoDay(text: string): boolean {
  return ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** The plain guards, shared by the machine, the action list and the gateway's refusals. */
export const FOLDER_GUARDS: Readonly<
  Record<FolderGuardName, (facts: FolderFacts, event: FolderTransitionEvent) => boolean>
> = {
  isSupplier: (facts) => roleTypeOf(facts.actor.role) === 'SPL',
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  // A consultant's folder is reviewed by its consultant, outside the platform (DECISIONS.md).
  isOrganisationFolder: (facts) =>
    facts.folder._organization != null && String(facts.folder._organization) !== '',
  isUploadableBySupplier: (facts) => facts.folder.uploadableBySpl !== false,
  // A FORM folder is sent with its form, not with documents (DECISIONS.md "Qualification folder forms").
  hasDocuments: (facts) => isFormFolder(facts.folder) || (facts.folder.documentCount ?? 0) > 0,
  isFormComplete: (facts, event) =>
    event.type !== 'SUBMIT' ||
    !isFormFolder(facts.folder) ||
    isFolderFormComplete(event.form, facts.today),
  hasExpiry: (_facts, event) => event.type !== 'SUBMIT' || isIsoDay(expiryOf(event)),
  isExpiryNotPast: (facts, event) => event.type !== 'SUBMIT' || expiryOf(event) >= facts.today,
  hasReason: (_facts, event) => event.type !== 'SEND_BACK' || reasonOf(event) !== '',
  isReasonWithinLimit: (_facts, event) => reasonOf(event).length <= FOLDER_REASON_MAX_LENGTH,
};

/** Each event's guards: who sends it, what the folder needs, what the event carries. */
export const FOLDER_EVENT_RULES: Readonly<
  Record<
    FolderEventType,
    {
      actor: FolderGuardName;
      conditions: readonly FolderGuardName[];
      payload: readonly FolderGuardName[];
    }
  >
> = {
  SUBMIT: {
    actor: 'isSupplier',
    conditions: ['isOrganisationFolder', 'isUploadableBySupplier', 'hasDocuments'],
    payload: ['isFormComplete', 'hasExpiry', 'isExpiryNotPast'],
  },
  APPROVE: { actor: 'isOrganisation', conditions: ['isOrganisationFolder'], payload: [] },
  SEND_BACK: {
    actor: 'isOrganisation',
    conditions: ['isOrganisationFolder'],
    payload: ['hasReason', 'isReasonWithinLimit'],
  },
};

const GUARD_REFUSALS: Readonly<
  Record<
    FolderGuardName,
    { code: TransitionRefusal['code']; key: FoldersMessageKey; field?: string }
  >
> = {
  isSupplier: { code: 'FORBIDDEN', key: 'folders.refusal.supplierOnly' },
  isOrganisation: { code: 'FORBIDDEN', key: 'folders.refusal.organisationOnly' },
  isOrganisationFolder: { code: 'CONFLICT', key: 'folders.refusal.consultantFolder' },
  isUploadableBySupplier: { code: 'CONFLICT', key: 'folders.refusal.notUploadable' },
  hasDocuments: { code: 'CONFLICT', key: 'folders.refusal.noDocuments' },
  isFormComplete: { code: 'VALIDATION', key: 'folders.refusal.formIncomplete', field: 'form' },
  hasExpiry: { code: 'VALIDATION', key: 'folders.refusal.expiryRequired', field: 'expiresOn' },
  isExpiryNotPast: { code: 'VALIDATION', key: 'folders.refusal.expiryPast', field: 'expiresOn' },
  hasReason: { code: 'VALIDATION', key: 'folders.refusal.reasonRequired', field: 'reason' },
  isReasonWithinLimit: {
    code: 'VALIDATION',
    key: 'folders.refusal.reasonTooLong',
    field: 'reason',
  },
};

/** Why a guard refuses; a payload error is also a field error on the event's field. */
export function folderGuardRefusal(guard: FolderGuardName): TransitionRefusal {
  const { code, key, field } = GUARD_REFUSALS[guard];
  const text = foldersMessage(key, { max: FOLDER_REASON_MAX_LENGTH });
  return field === undefined ? refusal(code, text) : refusal(code, text, { [field]: text });
}

/** Every guard of an event, the actor's first: the machine refuses what the action list disables. */
function folderGuards(type: FolderEventType): FolderGuardName[] {
  const { actor, conditions, payload } = FOLDER_EVENT_RULES[type];
  return [actor, ...conditions, ...payload];
}

/** The submission, the same from every state the supplier sends from. */
const submit = {
  guard: and(folderGuards('SUBMIT')),
  target: 'inProgress',
  actions: 'submit',
} as const;

/** The qualification folder lifecycle (DECISIONS.md "Qualification folder lifecycle"). */
export const folderLifecycleMachine = setup({
  types: {
    context: {} as FolderLifecycleContext,
    events: {} as FolderTransitionEvent,
    input: {} as FolderFacts,
  },
  guards: toMachineGuards<FolderGuardName, FolderFacts, FolderTransitionEvent>(FOLDER_GUARDS),
  actions: {
    submit: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        changes: {
          ...context.changes,
          status: FOLDER_STATUS.IN_PROGRESS,
          expiresOn: expiryOf(event),
          ...(isFormFolder(context.folder) ? { formData: normalizeFolderForm(event.form) } : {}),
        },
      };
    }),
    approve: assign(({ context }) => ({
      changes: { ...context.changes, status: FOLDER_STATUS.DONE, validFrom: context.today },
    })),
    sendBack: assign(({ context }) => ({
      changes: { ...context.changes, status: FOLDER_STATUS.MISSING },
    })),
  },
}).createMachine({
  id: 'folderLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'todo',
  states: {
    todo: { on: { SUBMIT: submit } },
    inProgress: {
      on: {
        APPROVE: { guard: and(folderGuards('APPROVE')), target: 'done', actions: 'approve' },
        SEND_BACK: {
          guard: and(folderGuards('SEND_BACK')),
          target: 'missing',
          actions: 'sendBack',
        },
      },
    },
    // A renewal: new documents with a new expiry go through the review again.
    done: { on: { SUBMIT: submit } },
    missing: { on: { SUBMIT: submit } },
  },
});
