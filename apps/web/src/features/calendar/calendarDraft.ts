/**
 * The open event or reminder dialog as a draft in the session's storage, so that a half-filled
 * form survives a reload (the brief's forms rule). One draft per profile; it goes when the
 * dialog closes or saves. Also one's own events' switch, kept on this browser.
 */
import type { CalendarEvent, EventForm } from '@portineria/domain';
import { useEffect, useState } from 'react';
import type { CalendarDialogKind } from './EventDialog.tsx';

/** What the open dialog edits. */
export interface CalendarDraft {
  dialog: CalendarDialogKind;
  form: EventForm;
  /** The event opened (update, read-only): its link is shown from it. */
  event?: CalendarEvent;
  /** Someone else's event (002 §6). */
  readOnly?: boolean;
}

const PREFIX = 'portineria.calendar.draft.';

function read(key: string): CalendarDraft | null {
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<CalendarDraft>;
    return value.dialog && value.form ? (value as CalendarDraft) : null;
  } catch {
    return null;
  }
}

function write(key: string, draft: CalendarDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the dialog still works, only the reload loses it.
  }
}

/** The draft of a profile's calendar dialog, read once and written on every change. */
export function useCalendarDraft(
  profileUid: string | undefined,
): [CalendarDraft | null, (draft: CalendarDraft | null) => void] {
  const key = PREFIX + (profileUid ?? 'none');
  const [draft, setDraft] = useState<CalendarDraft | null>(() => read(key));
  useEffect(() => write(key, draft), [key, draft]);
  return [draft, setDraft];
}

const OWN_SHOWN_PREFIX = 'portineria.calendar.ownShown.';

/**
 * Whether one's own events are shown (the own entry's switch in Collaboratori, 002 §3.3): a
 * choice of the person on this browser, kept across reloads and sessions (the colleagues'
 * switches are saved on their entries by the gateway; one's own entry is not a colleague row).
 */
export function useOwnEventsShown(
  profileUid: string | undefined,
): [boolean, (shown: boolean) => void] {
  const key = OWN_SHOWN_PREFIX + (profileUid ?? 'none');
  const [shown, setShown] = useState<boolean>(() => {
    try {
      return window.localStorage.getItem(key) !== 'false';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    try {
      if (shown) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, 'false');
    } catch {
      // Storage refused (private mode): the switch still works for this visit.
    }
  }, [key, shown]);
  return [shown, setShown];
}
