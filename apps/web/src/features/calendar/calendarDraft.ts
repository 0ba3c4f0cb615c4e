/**
 * The calendar's half-filled dialogs kept in this browser, as the order form keeps its draft
 * (the brief's forms rule: a reload loses nothing), through the app's one storage of drafts
 * (session/sessionStorage): the open event or reminder dialog, one per profile, and the
 * 'Pianifica ordine' dialog, one per profile and order. A draft goes when its dialog saves or is
 * closed. Also one's own events' switch, kept on this browser.
 */
import type { CalendarEvent, EventForm, OrderLifecycleRecord } from '@portineria/domain';
import { useCallback, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../session/sessionStorage.ts';
import type { CalendarDialogKind } from './EventDialog.tsx';

/** What the open dialog edits. */
export interface CalendarDraft {
  dialog: CalendarDialogKind;
  form: EventForm;
  /** The event or reminder as opened (update, read-only): its link, and what a stale save compares. */
  event?: CalendarEvent;
  /** Someone else's event (002 §6). */
  readOnly?: boolean;
  /**
   * The user has typed or chosen something in it: only then is it kept in this browser. A
   * dialog opened and left as it was does not reopen after a reload or a return through the
   * history; a half-filled one does.
   */
  touched?: boolean;
}

const PREFIX = 'portineria.calendar';

function isEventForm(value: unknown): value is EventForm {
  return typeof value === 'object' && value !== null && 'object' in value && 'links' in value;
}

function isCalendarDraft(value: unknown): value is CalendarDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'dialog' in value &&
    'form' in value &&
    isEventForm(value.form)
  );
}

/**
 * A draft read once from storage and written on every change (removed when set to null, or while
 * `keeps` says it is not worth keeping: then it lives in this screen only).
 */
function useKeptDraft<Draft>(
  key: string,
  accepts: (value: unknown) => value is Draft,
  keeps: (draft: Draft) => boolean = () => true,
): [Draft | null, (draft: Draft | null) => void] {
  const [kept, setKept] = useState<{ key: string; draft: Draft | null }>(() => {
    const stored = readStorage(key);
    return { key, draft: accepts(stored) ? stored : null };
  });
  // A new key (another profile, another order) reads its own draft.
  let current = kept;
  if (kept.key !== key) {
    const stored = readStorage(key);
    current = { key, draft: accepts(stored) ? stored : null };
    setKept(current);
  }
  const setDraft = useCallback(
    (draft: Draft | null) => {
      if (draft !== null && keeps(draft)) writeStorage(key, draft);
      else removeStorage(key);
      setKept({ key, draft });
    },
    [key, keeps],
  );
  return [current.draft, setDraft];
}

/** The draft of a profile's calendar dialog (event or reminder). */
export function useCalendarDraft(
  profileUid: string | undefined,
): [CalendarDraft | null, (draft: CalendarDraft | null) => void] {
  return useKeptDraft(`${PREFIX}.draft.${profileUid ?? 'none'}`, isTouchedDraft, isTouched);
}

/** Only a dialog the user typed in is kept (see {@link CalendarDraft.touched}). */
const isTouched = (draft: CalendarDraft) => draft.touched === true;

function isTouchedDraft(value: unknown): value is CalendarDraft {
  return isCalendarDraft(value) && isTouched(value);
}

/** The draft of a profile's 'Pianifica ordine' dialog for an order (002 §4.3 acceptOrder). */
export function usePlanOrderDraft(
  profileUid: string | undefined,
  orderId: string,
): [EventForm | null, (form: EventForm | null) => void] {
  return useKeptDraft(`${PREFIX}.planDraft.${profileUid ?? 'none'}.${orderId}`, isEventForm);
}

/** An order as a plan draft keeps it: a record with its state. */
function isKeptOrder(value: unknown): value is OrderLifecycleRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'string'
  );
}

/**
 * The order a profile's plan draft was typed on (its version is what the plan is based on): kept
 * beside the draft, so that after a reload a plan is still refused as stale — and asks — when
 * someone else saved the order since the input was typed.
 */
export function usePlanOrderDraftBase(
  profileUid: string | undefined,
  orderId: string,
): [OrderLifecycleRecord | null, (order: OrderLifecycleRecord | null) => void] {
  return useKeptDraft(`${PREFIX}.planDraftBase.${profileUid ?? 'none'}.${orderId}`, isKeptOrder);
}

const OWN_SHOWN_PREFIX = `${PREFIX}.ownShown.`;

/**
 * Whether one's own events are shown (the own entry's switch in Collaboratori, 002 §3.3): a
 * choice of the person on this browser, kept across reloads and sessions (the colleagues'
 * switches are saved on their entries by the gateway; one's own entry is not a colleague row).
 */
export function useOwnEventsShown(
  profileUid: string | undefined,
): [boolean, (shown: boolean) => void] {
  const key = OWN_SHOWN_PREFIX + (profileUid ?? 'none');
  const [shown, setShown] = useKeptDraft(key, (value): value is false => value === false);
  return [
    shown !== false,
    useCallback((next: boolean) => setShown(next ? null : false), [setShown]),
  ];
}
