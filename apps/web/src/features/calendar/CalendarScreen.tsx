/**
 * The calendar an administrator or a supplier lives in (002 §2.1, §3, §4.2–4.3, §5.1, §6, §8):
 * the toolbar (new, reload, Giorno / Settimana / Mese, Oggi, previous and next), the month view
 * or the week and day time grid (the agenda on a phone), the side pane with Collaboratori,
 * Promemoria and the colleagues' reminders, and the event, reminder, colleague and confirmation
 * dialogs. The view, the day and the pane live in the URL (useCalendarUrl). Rules come from
 * domain, look from ui, every read and write from the api-client's options.
 */
import {
  calendarColleagueMutationOptions,
  calendarEventMutationOptions,
  exportCalendarMutationOptions,
  getCalendarColleaguesQueryOptions,
  getCalendarEventQueryOptions,
  getCalendarOwnerQueryOptions,
  getCalendarRangeQueryOptions,
  getEmployeesQueryOptions,
  getReminderQueryOptions,
  getRemindersQueryOptions,
  isStaleRecordError,
  reminderMutationOptions,
  toggleReminderMutationOptions,
} from '@portineria/api-client';
import {
  availableColleagues,
  calendarCapabilities,
  calendarConfirmationMessage,
  calendarEventLinkTarget,
  calendarModeForCompany,
  calendarRange,
  canEditEvent,
  colleagueHasEditMenu,
  EMPLOYEE_STATUS,
  emptyEventForm,
  eventFormChanges,
  eventOwnerCandidates,
  fromEvent,
  hasModule,
  linkTypesOffered,
  modulesOfApplication,
  newEventFromSelectedDay,
  openRemindersCount,
  reminderDialogOutcome,
  roundToTimeStep,
  toEventPayload,
  toggleCalendarStatus,
  visibleCalendarEvents,
  withPendingEventChanges,
  type CalendarConfirmation,
  type CalendarEmployee,
  type CalendarEntityId,
  type CalendarEvent,
  type CalendarItemStatus,
  type CalendarSlotSelection,
  type EventForm,
  type RecordVersion,
  type Reminder,
} from '@portineria/domain';
import {
  Button,
  CalendarAgenda,
  CalendarSidePane,
  CalendarToolbar,
  ColleagueList,
  ConfirmDialog,
  MonthView,
  ReminderList,
  TimeGrid,
  useSnackbar,
  type CalendarEventChange,
} from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { applicationDecision } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { ColleagueDialog } from './ColleagueDialog.tsx';
import { useEventTimeWrites } from './useEventTimeWrites.ts';
import { downloadText } from './calendarDownload.ts';
import { EventDialog, type CalendarDialogKind, type EventDialogStale } from './EventDialog.tsx';
import { useCalendarDraft, useOwnEventsShown, type CalendarDraft } from './calendarDraft.ts';
import * as styles from './calendar.css.ts';
import { useCalendarUrl } from './useCalendarUrl.ts';

const PHONE_QUERY = '(max-width: 600px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide: the week and month show as an agenda there. */
function usePhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A confirmation waiting for an answer (002 §8). */
interface PendingConfirmation {
  kind: CalendarConfirmation;
  run: () => Promise<unknown>;
}

export function CalendarScreen() {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const mode = calendarModeForCompany(profile?.company_type ?? 'sys_organizations');
  const capabilities = calendarCapabilities(profile?.role);
  const today = dayjs().format('YYYY-MM-DD');
  const { state, request, hasOneShot, update } = useCalendarUrl(today);
  const phone = usePhone();
  const { show } = useSnackbar();

  const range = calendarRange(state.view, state.date);
  const bounds = {
    from: dayjs(range.from).startOf('day').toISOString(),
    to: dayjs(range.to).endOf('day').toISOString(),
  };
  const owner = useQuery(getCalendarOwnerQueryOptions(apiClient));
  const events = useQuery(getCalendarRangeQueryOptions(apiClient, bounds));
  const colleagues = useQuery(getCalendarColleaguesQueryOptions(apiClient, { limit: 1000 }));
  const reminders = useQuery(getRemindersQueryOptions(apiClient, { limit: 1000 }));
  const employees = useQuery({
    ...getEmployeesQueryOptions(apiClient, {
      where: { status: EMPLOYEE_STATUS.ENABLED },
      order: [['fullname', 'ASC']],
      limit: 1000,
    }),
    enabled: capabilities.canChooseOwner || capabilities.canAddColleagues,
  });

  const me: CalendarEntityId | undefined = owner.data?._employee;
  // One's own entry first, then the colleagues (002 §3.3); one's own events can be hidden too.
  const [ownEnabled, setOwnEnabled] = useOwnEventsShown(profile?.uid);
  const entries = useMemo<CalendarEmployee[]>(
    () => [
      ...(owner.data ? [{ ...owner.data, enabled: ownEnabled }] : []),
      ...(colleagues.data ?? []),
    ],
    [owner.data, ownEnabled, colleagues.data],
  );
  const updateEvent = useMutation(calendarEventMutationOptions(apiClient).update());
  // Moves and resizes show where the user put them while the server saves them (002 §9).
  const { pending: movingEvents, write: writeTimes } = useEventTimeWrites((id, times, version) =>
    updateEvent.mutateAsync({ id, changes: { ...times, version } }),
  );
  const shownEvents = useMemo(
    () =>
      visibleCalendarEvents(
        withPendingEventChanges(events.data ?? [], movingEvents, {
          from: range.from,
          to: range.to,
        }),
        entries,
      ),
    [events.data, movingEvents, range.from, range.to, entries],
  );
  const ownReminders = useMemo(
    () =>
      (reminders.data ?? []).filter(
        (item) => me !== undefined && String(item._employee) === String(me),
      ),
    [reminders.data, me],
  );
  const colleaguesReminders = useMemo(
    () =>
      (reminders.data ?? []).filter(
        (item) => me !== undefined && String(item._employee) !== String(me),
      ),
    [reminders.data, me],
  );

  const eventWrites = calendarEventMutationOptions(apiClient);
  const createEvent = useMutation(eventWrites.create());
  const removeEvent = useMutation(eventWrites.remove());
  const reminderWrites = reminderMutationOptions(apiClient);
  const createReminder = useMutation(reminderWrites.create());
  const updateReminder = useMutation(reminderWrites.update());
  const removeReminder = useMutation(reminderWrites.remove());
  const toggleReminder = useMutation(toggleReminderMutationOptions(apiClient));
  /**
   * Marks an event or a reminder done or to do (002 §4.2), each through its own family's write so
   * that its own lists refresh: a reminder through the reminders' toggle (the pane's action and
   * the reminder dialog's alike), an event through the events' update.
   */
  const writeStatus = (
    kind: CalendarDialogKind['kind'],
    id: CalendarEntityId,
    status: CalendarItemStatus,
    version: RecordVersion,
  ): Promise<Pick<CalendarEvent, 'updatedAt'>> =>
    kind === 'reminder'
      ? toggleReminder.mutateAsync({ id, status, version })
      : updateEvent.mutateAsync({ id, changes: { status, version } });
  const colleagueWrites = calendarColleagueMutationOptions(apiClient);
  const createColleague = useMutation(colleagueWrites.create());
  const updateColleague = useMutation(colleagueWrites.update());
  const removeColleague = useMutation(colleagueWrites.remove());
  const exportICalendar = useMutation(exportCalendarMutationOptions(apiClient));
  // 'Esporta (.ics)': the view's events, or one event, as a file Google Calendar and Outlook open.
  const exportFile = (
    what: { from: string; to: string } | { id: CalendarEntityId },
    name: string,
  ) =>
    exportICalendar
      .mutateAsync(what)
      .then((text) => downloadText(text, name, 'text/calendar'))
      .catch((error: unknown) =>
        show({
          message: webMessage('calendar.exportFailed', { reason: reason(error) }),
          tone: 'error',
        }),
      );

  // The open event or reminder dialog, kept as a draft so that a reload loses nothing.
  const [draft, setDraft] = useCalendarDraft(profile?.uid);
  const [saveError, setSaveError] = useState<string | undefined>();
  // A save refused as stale waits for the user's choice, with the item as it is now.
  const [stale, setStale] = useState<{ server: CalendarEvent } | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [colleagueDialog, setColleagueDialog] = useState<{
    entry: CalendarEmployee | undefined;
  } | null>(null);
  const [colleagueError, setColleagueError] = useState<string | undefined>();

  const openDraft = useCallback(
    (next: CalendarDraft | null) => {
      setSaveError(undefined);
      setStale(null);
      setNotice(undefined);
      setDraft(next);
    },
    [setDraft],
  );

  const newEventForm = useCallback(
    (patch: Partial<EventForm> = {}): EventForm => ({
      ...emptyEventForm({ start: roundToTimeStep(new Date()), currentProfileId: me ?? null }),
      ...patch,
    }),
    [me],
  );

  // The dashboard's new-event link (001 §2.7) opens the dialog once the owner is known; the
  // one-shot parameters then leave the URL (useCalendarUrl), so a reload does not reopen it.
  const [requestHandled, setRequestHandled] = useState(!request.openNew);
  if (!requestHandled && me !== undefined) {
    setRequestHandled(true);
    const times = request.selectedDay
      ? newEventFromSelectedDay(request.selectedDay, new Date())
      : {};
    openDraft({ dialog: { kind: 'event', mode: 'create' }, form: newEventForm(times) });
  }
  useEffect(() => {
    if (hasOneShot && requestHandled) update({}, true);
  }, [hasOneShot, requestHandled, update]);

  const openEvent = (event: CalendarEvent) => {
    const own = me !== undefined && canEditEvent(event, me);
    openDraft({
      dialog: { kind: 'event', mode: 'update' },
      form: fromEvent(event),
      event,
      readOnly: !own,
    });
  };
  const openSelection = (selection: CalendarSlotSelection) =>
    openDraft({
      dialog: { kind: 'event', mode: 'create' },
      form: newEventForm({
        ...selection,
        startTempTime: selection.startTempTime,
        endTempTime: selection.endTempTime,
      }),
    });

  const undoableChange = async (change: CalendarEventChange) => {
    if (change.event.id === undefined) return;
    try {
      // Each write carries the version it is based on: the move the event as shown, the undo the
      // event as the move left it, so neither overwrites someone else's change.
      const moved = await writeTimes(change.event, change.after);
      show({
        message: webMessage('calendar.moved'),
        tone: 'success',
        action: {
          label: webMessage('calendar.action.undo'),
          altText: webMessage('calendar.action.undo'),
          onClick: () =>
            void writeTimes({ ...change.event, ...moved }, change.before).catch((error: unknown) =>
              show({
                message: webMessage('calendar.saveFailed', { reason: reason(error) }),
                tone: 'error',
              }),
            ),
        },
      });
    } catch (error) {
      show({
        message: webMessage('calendar.saveFailed', { reason: reason(error) }),
        tone: 'error',
      });
    }
  };

  const saving =
    createEvent.isPending ||
    updateEvent.isPending ||
    createReminder.isPending ||
    updateReminder.isPending;

  /**
   * After a stale refusal: reads the item as it is now, so that the dialog can say what the other
   * person changed (against the item as it was opened) and offer to load it or to save over it.
   */
  const refuseStale = async (target: CalendarDraft) => {
    const id = target.form.id;
    if (id === undefined) return;
    void (target.dialog.kind === 'event' ? events : reminders).refetch();
    try {
      const server =
        target.dialog.kind === 'event'
          ? await queryClient.fetchQuery({
              ...getCalendarEventQueryOptions(apiClient, id),
              staleTime: 0,
            })
          : await queryClient.fetchQuery({
              ...getReminderQueryOptions(apiClient, id),
              staleTime: 0,
            });
      setStale({ server });
    } catch (error) {
      setSaveError(webMessage('calendar.stale.unreadable', { reason: reason(error) }));
    }
  };

  const save = async (target: CalendarDraft | null = draft) => {
    if (!target) return;
    const draft = target;
    const payload = toEventPayload(draft.form);
    // The id names the item in the path; the gateway refuses it among the changes.
    const changes = { ...payload };
    delete changes.id;
    setSaveError(undefined);
    setNotice(undefined);
    try {
      const { dialog } = draft;
      if (dialog.kind === 'event') {
        if (dialog.mode === 'create') await createEvent.mutateAsync(payload);
        else if (draft.form.id !== undefined)
          await updateEvent.mutateAsync({
            id: draft.form.id,
            changes: { ...changes, version: draft.form.version ?? null },
          });
      } else {
        // 002 §4.3: what the reminder dialog's save emits, domain's `reminderDialogOutcome`.
        const outcome = reminderDialogOutcome(dialog.mode);
        if (outcome === 'createReminder') {
          await createReminder.mutateAsync(payload);
        } else if (outcome === 'updateReminder' && draft.form.id !== undefined) {
          await updateReminder.mutateAsync({
            id: draft.form.id,
            changes: { ...changes, version: draft.form.version ?? null },
          });
        } else if (outcome === 'convertToEvent' && draft.form.id !== undefined) {
          // "toCalendar emits a conversion to a calendar event": the event replaces the reminder.
          const event = { ...changes };
          delete event.shareWithOrg;
          await createEvent.mutateAsync(event);
          await removeReminder.mutateAsync(draft.form.id);
        }
      }
      openDraft(null);
      show({ message: webMessage('calendar.saved'), tone: 'success' });
    } catch (error) {
      // A failed save keeps the dialog and every field, and says why; a stale one asks what to do.
      if (isStaleRecordError(error)) void refuseStale(draft);
      else setSaveError(webMessage('calendar.saveFailed', { reason: reason(error) }));
    }
  };

  const staleChoice: EventDialogStale | undefined =
    stale && draft
      ? {
          changes: draft.event
            ? eventFormChanges(fromEvent(draft.event), fromEvent(stale.server))
            : [],
          onLoadTheirs: () => {
            const server = stale.server;
            setStale(null);
            setDraft({
              ...draft,
              form: fromEvent(server),
              event: server,
              readOnly:
                draft.dialog.kind === 'event' && !(me !== undefined && canEditEvent(server, me)),
            });
            setNotice(webMessage('calendar.stale.loaded'));
          },
          onKeepMine: () => {
            const server = stale.server;
            const next = {
              ...draft,
              form: { ...draft.form, version: server.updatedAt ?? null },
              event: server,
            };
            setStale(null);
            setDraft(next);
            void save(next);
          },
        }
      : undefined;

  const confirm = (kind: CalendarConfirmation, run: () => Promise<unknown>) =>
    setConfirmation({ kind, run });

  const draftEvent = draft?.event;
  const dialogKind: CalendarDialogKind = draft?.dialog ?? { kind: 'event', mode: 'create' };
  const ownerCandidates = me === undefined ? [] : eventOwnerCandidates(employees.data ?? [], me);
  const colleagueCandidates =
    me === undefined ? [] : availableColleagues(ownerCandidates, colleagues.data ?? []);
  const linkOptions = linkTypesOffered({
    roleType: mode,
    companyType: profile?.company_type ?? 'sys_organizations',
    // The application's grant and its modules (the gateway refuses the same link types).
    check: (application) =>
      profile && modulesOfApplication(application).every((module) => hasModule(profile, module))
        ? applicationDecision(profile, application).state
        : 'hidden',
  });

  const viewProps = {
    events: shownEvents,
    colleagues: entries,
    ...(me === undefined ? {} : { currentProfileId: me }),
    loading: events.isFetching,
    error: events.isError ? (events.error?.message ?? true) : false,
    onRetry: () => void events.refetch(),
    onEventOpen: openEvent,
  };

  const view = (() => {
    if (phone && state.view !== 'day') {
      return (
        <CalendarAgenda
          {...viewProps}
          view={state.view}
          date={state.date}
          onDayOpen={(day) => update({ view: 'day', date: day })}
        />
      );
    }
    if (state.view === 'month') {
      return (
        <MonthView
          {...viewProps}
          date={state.date}
          onDateChange={(day) => update({ date: day }, true)}
          onDayOpen={(day) => update({ view: 'day', date: day })}
          onSelectSlot={openSelection}
        />
      );
    }
    return (
      <TimeGrid
        {...viewProps}
        view={state.view}
        date={state.date}
        onDateChange={(day) => update({ date: day }, true)}
        onDayOpen={(day) => update({ view: 'day', date: day })}
        onSelectSlot={openSelection}
        onEventMove={(change) => void undoableChange(change)}
        onEventResize={(change) => void undoableChange(change)}
      />
    );
  })();

  const panel = (() => {
    switch (state.pane) {
      case 'colleagues':
        return (
          <ColleagueList
            colleagues={entries}
            currentProfileId={me ?? ''}
            loading={colleagues.isPending || owner.isPending}
            error={colleagues.isError ? colleagues.error.message : false}
            onRetry={() => void colleagues.refetch()}
            onToggle={(entry, enabled) => {
              if (me !== undefined && !colleagueHasEditMenu(entry, me)) setOwnEnabled(enabled);
              else void updateColleague.mutateAsync({ id: entry.id, changes: { enabled } });
            }}
            {...(capabilities.canAddColleagues
              ? {
                  onAdd: () => {
                    setColleagueError(undefined);
                    setColleagueDialog({ entry: undefined });
                  },
                }
              : {})}
            onEdit={(entry) => {
              setColleagueError(undefined);
              setColleagueDialog({ entry });
            }}
            onDelete={(entry) =>
              confirm('removeColleague', () => removeColleague.mutateAsync(entry.id))
            }
          />
        );
      case 'reminders':
        return (
          <ReminderList
            reminders={ownReminders}
            loading={reminders.isPending}
            error={reminders.isError ? reminders.error.message : false}
            onRetry={() => void reminders.refetch()}
            onCreate={() =>
              openDraft({
                dialog: { kind: 'reminder', mode: 'create' },
                form: { ...newEventForm(), ...(mode === 'SPL' ? { shareWithOrg: false } : {}) },
              })
            }
            onEdit={(item) =>
              openDraft({
                dialog: { kind: 'reminder', mode: 'update' },
                form: fromEvent(item),
                event: item,
              })
            }
            onMoveToCalendar={(item) =>
              openDraft({ dialog: { kind: 'reminder', mode: 'toCalendar' }, form: fromEvent(item) })
            }
            onToggleStatus={(item, status) => {
              if (item.id !== undefined)
                void writeStatus('reminder', item.id, status, item.updatedAt ?? null).catch(
                  (error: unknown) =>
                    show({
                      message: webMessage('calendar.saveFailed', { reason: reason(error) }),
                      tone: 'error',
                    }),
                );
            }}
            onDelete={(item) => {
              const id = item.id;
              if (id !== undefined) confirm('deleteReminder', () => removeReminder.mutateAsync(id));
            }}
          />
        );
      case 'colleaguesReminders':
        return (
          <ReminderList
            reminders={colleaguesReminders}
            readOnly
            loading={reminders.isPending}
            error={reminders.isError ? reminders.error.message : false}
            onRetry={() => void reminders.refetch()}
            describe={(item: Reminder) =>
              entries.find((entry) => String(entry._employee) === String(item._employee))?.fullName
            }
          />
        );
      case null:
        return null;
      default:
        return state.pane satisfies never;
    }
  })();

  return (
    <div
      className={styles.screen}
      data-fills-window={state.view === 'day' || (!phone && state.view === 'week') || undefined}
    >
      <CalendarToolbar
        view={state.view}
        onViewChange={(view) => update({ view })}
        date={state.date}
        onDateChange={(day) => update({ date: day })}
        onNew={() => openDraft({ dialog: { kind: 'event', mode: 'create' }, form: newEventForm() })}
        onReload={() => {
          void events.refetch();
          void reminders.refetch();
          void colleagues.refetch();
        }}
        reloading={events.isFetching}
        headingLevel={2}
      />
      <div className={styles.actions}>
        <Button
          variant="text"
          tone="neutral"
          size="small"
          icon={<Download size={18} aria-hidden />}
          pending={exportICalendar.isPending}
          onClick={() => void exportFile(bounds, `calendario-${range.from}.ics`)}
        >
          {webMessage('calendar.action.exportView')}
        </Button>
      </div>
      <div className={styles.body}>
        <div className={styles.main}>{view}</div>
        <CalendarSidePane
          activePanel={state.pane}
          onActivePanelChange={(pane) => update({ pane })}
          openReminders={openRemindersCount(ownReminders)}
          openColleaguesReminders={openRemindersCount(colleaguesReminders)}
          seesColleaguesReminders={capabilities.seesColleaguesReminders}
        >
          {panel}
        </CalendarSidePane>
      </div>
      {draft && me !== undefined ? (
        <EventDialog
          open
          dialog={dialogKind}
          form={draft.form}
          onFormChange={(form) => setDraft({ ...draft, form, touched: true })}
          readOnly={draft.readOnly === true}
          canChooseOwner={capabilities.canChooseOwner}
          ownerCandidates={ownerCandidates}
          currentEmployeeId={me}
          linkOptions={linkOptions}
          linkTarget={
            draftEvent && dialogKind.kind === 'event'
              ? calendarEventLinkTarget(draftEvent, mode)
              : undefined
          }
          offersShareWithOrg={dialogKind.kind === 'reminder' && mode === 'SPL'}
          saving={saving}
          saveError={saveError}
          stale={staleChoice}
          notice={notice}
          onSave={() => void save()}
          onClose={() => openDraft(null)}
          {...(draft.form.id !== undefined && dialogKind.kind === 'event'
            ? {
                onExport: () => {
                  const id = draft.form.id!;
                  void exportFile({ id }, `evento-${id}.ics`);
                },
              }
            : {})}
          {...(draft.form.id !== undefined && !draft.readOnly
            ? {
                onDelete: () => {
                  const id = draft.form.id!;
                  const isEvent = dialogKind.kind === 'event';
                  confirm(isEvent ? 'deleteEvent' : 'deleteReminder', async () => {
                    await (isEvent ? removeEvent : removeReminder).mutateAsync(id);
                    openDraft(null);
                    show({ message: webMessage('calendar.deleted'), tone: 'success' });
                  });
                },
                onToggleStatus: () => {
                  const id = draft.form.id!;
                  const status = toggleCalendarStatus(draft.form.status);
                  void writeStatus(dialogKind.kind, id, status, draft.form.version ?? null)
                    .then((saved) =>
                      setDraft({
                        ...draft,
                        form: { ...draft.form, status, version: saved.updatedAt ?? null },
                      }),
                    )
                    .catch((error: unknown) => {
                      if (isStaleRecordError(error)) void refuseStale(draft);
                      else
                        setSaveError(webMessage('calendar.saveFailed', { reason: reason(error) }));
                    });
                },
              }
            : {})}
        />
      ) : null}
      {colleagueDialog ? (
        <ColleagueDialog
          entry={colleagueDialog.entry}
          candidates={colleagueCandidates}
          saving={createColleague.isPending || updateColleague.isPending}
          saveError={colleagueError}
          onClose={() => setColleagueDialog(null)}
          onSave={({ employeeId, color }) => {
            const entry = colleagueDialog.entry;
            const write = entry
              ? updateColleague.mutateAsync({ id: entry.id, changes: { color } })
              : createColleague.mutateAsync({ _employee: employeeId, color });
            write
              .then(() => {
                setColleagueDialog(null);
                show({ message: webMessage('calendar.saved'), tone: 'success' });
              })
              .catch((error: unknown) =>
                setColleagueError(webMessage('calendar.saveFailed', { reason: reason(error) })),
              );
          }}
        />
      ) : null}
      {confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirmation(null);
          }}
          message={calendarConfirmationMessage(confirmation.kind)}
          variant="yesNo"
          tone="destructive"
          onConfirm={async () => {
            await confirmation.run();
            setConfirmation(null);
          }}
          onConfirmError={(error) =>
            show({
              message: webMessage('calendar.saveFailed', { reason: reason(error) }),
              tone: 'error',
            })
          }
        />
      ) : null}
    </div>
  );
}
