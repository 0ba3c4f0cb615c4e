/**
 * The event and reminder dialog (002 §3.1, §3.2, §4.3, §5.1): every field of the form with
 * domain's rules — the title with its counter, dates and 15-minute times, all-day, the private
 * switch, the owner picker (a colleague as owner makes me the assignee; base roles cannot
 * choose), the link type with its warning — and Save disabled while domain's
 * `validateEventForm` reports an error. Read-only when the event is someone else's (002 §6).
 * The form is the parent's (it keeps a draft that survives a reload); a failed save keeps it.
 */
import {
  calendarLinkLabel,
  calendarStatusToggleLabel,
  canSaveEventForm,
  changeLinkType,
  eventDialogFields,
  isEndTimeEnabled,
  message,
  onStartDateChange,
  reminderDialogTitle,
  reminderFormMode,
  resolveOwnerAndAssignee,
  selectLinkedRecord,
  validateEventForm,
  DESCRIPTION_MAX_LENGTH,
  EVENT_VISIBILITY,
  TITLE_MAX_LENGTH,
  type CalendarEntityId,
  type CalendarEventLinkTarget,
  type CalendarLinkOption,
  type CalendarLinkType,
  type EventDialogMode,
  type EventForm,
  type EventFormChange,
  type EventFormErrors,
  type EventFormField,
  type PlanOrderChange,
  type ReminderDialogMode,
} from '@portineria/domain';
import {
  Button,
  DateField,
  Dialog,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeField,
  type SelectOption,
} from '@portineria/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { webMessage, type WebMessageKey } from '../../messages/it-IT.ts';
import * as styles from './calendar.css.ts';
import { EventLinkPicker } from './EventLinkPicker.tsx';

/** What the dialog edits: an event in one of its modes, or a reminder in one of its. */
export type CalendarDialogKind =
  { kind: 'event'; mode: EventDialogMode } | { kind: 'reminder'; mode: ReminderDialogMode };

/**
 * A save refused as stale: someone else saved the item after it was opened — or, planning an
 * order ('Pianifica ordine'), the order. The dialog keeps the input, says what the other person
 * changed and offers the two ways on; Save waits for a choice, so nothing is overwritten without
 * asking.
 */
export interface EventDialogStale {
  /** What the other person changed in the event or reminder (domain `eventFormChanges`). */
  changes: readonly EventFormChange[];
  /** Planning an order: what the other person changed in the order (domain `planOrderChanges`). */
  orderChanges?: readonly PlanOrderChange[];
  /** Replaces the input with the item as it is now (the user may edit it and save). */
  onLoadTheirs: () => void;
  /** Saves the user's input over the item as it is now, deliberately. */
  onKeepMine: () => void;
}

/** The label of each part of the form a stale save lists. */
const CHANGE_LABEL: Record<EventFormChange, WebMessageKey> = {
  object: 'calendar.field.object',
  description: 'calendar.field.description',
  isAllDay: 'calendar.field.allDay',
  startDate: 'calendar.field.startDate',
  startTempTime: 'calendar.field.startTime',
  endDate: 'calendar.field.endDate',
  endTempTime: 'calendar.field.endTime',
  visibility: 'calendar.field.private',
  status: 'calendar.field.status',
  owner: 'calendar.field.owner',
  shareWithOrg: 'calendar.field.shareWithOrg',
};

/** The label of each part of the order a stale plan lists (the order's own field names). */
const ORDER_CHANGE_LABEL: Record<PlanOrderChange, WebMessageKey> = {
  object: 'field.object',
  description: 'field.description',
  validFrom: 'field.validFrom',
  validTo: 'field.validTo',
  priority: 'field.priority',
  state: 'field.status',
};

/** The stale notice's first sentence: what was changed meanwhile. */
function staleMessage(dialog: CalendarDialogKind): WebMessageKey {
  if (dialog.kind === 'reminder') return 'calendar.stale.reminder';
  return dialog.mode === 'acceptOrder' ? 'calendar.stale.order' : 'calendar.stale.event';
}

/** The labels of what a stale save lists, event fields first. */
function staleChangeLabels(stale: EventDialogStale): string[] {
  return [
    ...stale.changes.map((change) => webMessage(CHANGE_LABEL[change])),
    ...(stale.orderChanges ?? []).map((change) => webMessage(ORDER_CHANGE_LABEL[change])),
  ];
}

/** Props of {@link EventDialog}. */
export interface EventDialogProps {
  open: boolean;
  dialog: CalendarDialogKind;
  form: EventForm;
  onFormChange: (form: EventForm) => void;
  /** Someone else's event: every field read-only, no save, delete or toggle (002 §6). */
  readOnly: boolean;
  /** The owner picker may be shown (domain `calendarCapabilities`, 002 §6). */
  canChooseOwner: boolean;
  /** The employees the owner picker offers (domain `eventOwnerCandidates`). */
  ownerCandidates: readonly { id: CalendarEntityId; fullname?: string }[];
  /** The current profile's employee id. */
  currentEmployeeId: CalendarEntityId;
  /** The link types offered (domain `linkTypesOffered`). */
  linkOptions: readonly CalendarLinkOption[];
  /** Where the existing link leads (update and read-only). */
  linkTarget: CalendarEventLinkTarget | undefined;
  /** shareWithOrg is offered (supplier reminders, 002 §3.2). */
  offersShareWithOrg: boolean;
  saving: boolean;
  /** Why the last save failed; the form stays as it is. */
  saveError: string | undefined;
  /** The last save was refused as stale: the choice it waits for. */
  stale?: EventDialogStale | undefined;
  /** A note on what just happened to the form (the newer version loaded). */
  notice?: string | undefined;
  onSave: () => void;
  onDelete?: () => void;
  onToggleStatus?: () => void;
  onExport?: () => void;
  onClose: () => void;
  /** The form's rules; domain's `validateEventForm` in the dialog's mode by default. */
  validate?: (form: EventForm) => EventFormErrors;
}

const SELF = 'self';
const NO_LINK = 'none';

/** The fields that show their error once touched. */
type Touched = ReadonlySet<EventFormField>;

export function EventDialog({
  open,
  dialog,
  form,
  onFormChange,
  readOnly,
  canChooseOwner,
  ownerCandidates,
  currentEmployeeId,
  linkOptions,
  linkTarget,
  offersShareWithOrg,
  saving,
  saveError,
  stale,
  notice,
  onSave,
  onDelete,
  onToggleStatus,
  onExport,
  onClose,
  validate,
}: EventDialogProps) {
  const [touched, setTouched] = useState<Touched>(new Set());
  const staleId = useId();
  const touch = (field: EventFormField) =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  const formMode = dialog.kind === 'event' ? dialog.mode : reminderFormMode(dialog.mode);
  const errors = validate ? validate(form) : validateEventForm(form, { mode: formMode });
  const fields = eventDialogFields({
    mode: dialog.kind === 'event' ? dialog.mode : dialog.mode === 'update' ? 'update' : 'create',
    visibility: form.visibility,
    canChooseOwner,
  });
  // Someone else's event is the detail dialog, 'Evento' (002 §2.1).
  const title =
    readOnly && dialog.kind === 'event'
      ? message('calendar.eventDetail.title')
      : dialog.kind === 'event'
        ? fields.title
        : reminderDialogTitle(dialog.mode);
  const errorOf = (field: EventFormField) =>
    touched.has(field) ? (errors[field]?.message ?? null) : null;
  const change = (patch: Partial<EventForm>, field?: EventFormField) => {
    if (field) touch(field);
    onFormChange({ ...form, ...patch });
  };

  const ownerOptions: SelectOption[] = [
    { value: SELF, label: webMessage('calendar.field.ownerNone') },
    ...ownerCandidates.map((employee) => ({
      value: String(employee.id),
      label: employee.fullname ?? String(employee.id),
    })),
  ];
  const ownerValue =
    form._employee == null || String(form._employee) === String(currentEmployeeId)
      ? SELF
      : String(form._employee);
  const linkSelectable = dialog.kind === 'event' && dialog.mode === 'create' && !readOnly;
  const linkSelectOptions: SelectOption[] = [
    { value: NO_LINK, label: webMessage('calendar.field.linkNone') },
    ...linkOptions.map((option) => ({ value: option.type, label: option.label })),
  ];
  const endTimeEnabled = isEndTimeEnabled(form);
  const editing = dialog.mode === 'update' && !readOnly;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      maxWidth={600}
      closeLabel={webMessage('calendar.action.close')}
      actions={
        <div className={styles.dialogActions}>
          <div className={styles.dialogActionsStart}>
            {editing && onDelete ? (
              <Button variant="text" tone="error" onClick={onDelete}>
                {webMessage('calendar.action.delete')}
              </Button>
            ) : null}
            {editing && onToggleStatus ? (
              <Button variant="text" tone="neutral" onClick={onToggleStatus}>
                {calendarStatusToggleLabel(form.status)}
              </Button>
            ) : null}
            {dialog.kind === 'event' && dialog.mode === 'update' && onExport ? (
              <Button variant="text" tone="neutral" onClick={onExport}>
                {webMessage('calendar.action.export')}
              </Button>
            ) : null}
          </div>
          {readOnly ? (
            <div className={styles.dialogActionsEnd}>
              <Button variant="outlined" tone="neutral" onClick={onClose}>
                {webMessage('calendar.action.close')}
              </Button>
            </div>
          ) : (
            <div className={styles.dialogActionsEnd}>
              <Button variant="text" tone="neutral" onClick={onClose}>
                {webMessage('calendar.action.cancel')}
              </Button>
              <Button
                onClick={onSave}
                disabled={!canSaveEventForm(errors) || saving || stale !== undefined}
                pending={saving}
                {...(stale ? { 'aria-describedby': staleId } : {})}
              >
                {webMessage('calendar.action.save')}
              </Button>
            </div>
          )}
        </div>
      }
    >
      <div className={styles.form} data-read-only={readOnly || undefined}>
        {readOnly ? <p className={styles.note}>{webMessage('calendar.readOnly')}</p> : null}
        {saveError ? (
          <p role="alert" className={styles.saveError}>
            {saveError}
          </p>
        ) : null}
        {stale ? (
          <div role="alert" id={staleId} className={styles.stale} data-calendar-stale>
            <p className={styles.staleText}>{webMessage(staleMessage(dialog))}</p>
            {staleChangeLabels(stale).length > 0 ? (
              <p className={styles.staleText}>
                {webMessage('calendar.stale.changes', {
                  fields: staleChangeLabels(stale).join(', '),
                })}
              </p>
            ) : null}
            <div className={styles.staleActions}>
              <Button variant="outlined" tone="neutral" onClick={stale.onLoadTheirs}>
                {webMessage('calendar.stale.loadTheirs')}
              </Button>
              <Button variant="outlined" onClick={stale.onKeepMine} pending={saving}>
                {webMessage('calendar.stale.keepMine')}
              </Button>
            </div>
          </div>
        ) : null}
        {notice ? (
          <p role="status" className={styles.note}>
            {notice}
          </p>
        ) : null}
        <TextField
          label={webMessage('calendar.field.object')}
          value={form.object}
          onChange={(object) => change({ object }, 'object')}
          onBlur={() => touch('object')}
          error={errorOf('object')}
          maxLength={TITLE_MAX_LENGTH}
          showCounter
          required
          readOnly={readOnly}
        />
        <TextArea
          label={webMessage('calendar.field.description')}
          value={form.description}
          onChange={(description) => change({ description }, 'description')}
          error={errorOf('description')}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={3}
          readOnly={readOnly}
        />
        <Switch
          label={webMessage('calendar.field.allDay')}
          checked={form.isAllDay}
          onCheckedChange={(isAllDay) => change({ isAllDay })}
          disabled={readOnly}
        />
        <div className={styles.row}>
          <DateField
            label={webMessage('calendar.field.startDate')}
            value={form.startDate}
            onChange={(startDate) => {
              touch('startDate');
              onFormChange({ ...form, ...onStartDateChange(form, startDate, formMode) });
            }}
            error={errorOf('startDate')}
            required
            readOnly={readOnly}
          />
          {form.isAllDay ? null : (
            <TimeField
              label={webMessage('calendar.field.startTime')}
              value={form.startTempTime}
              onChange={(startTempTime) => change({ startTempTime }, 'startTempTime')}
              error={errorOf('startTempTime')}
              required
              disabled={readOnly}
            />
          )}
        </div>
        <div className={styles.row}>
          <DateField
            label={webMessage('calendar.field.endDate')}
            value={form.endDate}
            onChange={(endDate) => {
              // 002 §4.3: changing the end date revalidates the end time.
              touch('endDate');
              if (form.endTempTime) touch('endTempTime');
              onFormChange({ ...form, endDate });
            }}
            error={errorOf('endDate')}
            min={form.startDate}
            readOnly={readOnly}
          />
          {form.isAllDay ? null : (
            <TimeField
              label={webMessage('calendar.field.endTime')}
              value={form.endTempTime}
              onChange={(endTempTime) => change({ endTempTime }, 'endTempTime')}
              error={errorOf('endTempTime')}
              disabled={readOnly || !endTimeEnabled}
              required
            />
          )}
        </div>
        {fields.privateSwitchVisible ? (
          <Switch
            label={webMessage('calendar.field.private')}
            checked={form.visibility === EVENT_VISIBILITY.private}
            onCheckedChange={(isPrivate) =>
              change({ visibility: isPrivate ? EVENT_VISIBILITY.private : EVENT_VISIBILITY.public })
            }
            disabled={readOnly}
          />
        ) : null}
        {offersShareWithOrg ? (
          <Switch
            label={webMessage('calendar.field.shareWithOrg')}
            checked={form.shareWithOrg === true}
            onCheckedChange={(shareWithOrg) => change({ shareWithOrg })}
            disabled={readOnly}
          />
        ) : null}
        {fields.ownerPickerVisible && !readOnly ? (
          <Select
            label={webMessage('calendar.field.owner')}
            options={ownerOptions}
            value={ownerValue}
            onChange={(value) =>
              change(
                resolveOwnerAndAssignee({
                  chosenOwnerId:
                    value === null || value === SELF
                      ? null
                      : (ownerCandidates.find((employee) => String(employee.id) === value)?.id ??
                        null),
                  currentProfileId: currentEmployeeId,
                }),
              )
            }
          />
        ) : null}
        {dialog.kind === 'event' ? (
          linkSelectable ? (
            <div className={styles.link}>
              <Select
                label={webMessage('calendar.field.linkType')}
                options={linkSelectOptions}
                value={form.linkType ?? NO_LINK}
                disabled={fields.linkSelectorDisabled}
                onChange={(value) =>
                  onFormChange(
                    changeLinkType(
                      form,
                      value === null || value === NO_LINK ? null : (value as CalendarLinkType),
                    ),
                  )
                }
              />
              {form.linkType !== null ? (
                <EventLinkPicker
                  key={form.linkType}
                  linkType={form.linkType}
                  label={calendarLinkLabel(form.linkType)}
                  value={form.selectedEntity}
                  onChange={(record) => onFormChange(selectLinkedRecord(form, record))}
                />
              ) : null}
              {fields.linkWarning ? <p className={styles.note}>{fields.linkWarning}</p> : null}
            </div>
          ) : linkTarget ? (
            <p className={styles.note}>
              {webMessage('calendar.field.linked')}{' '}
              <Link to={linkTarget.href}>{calendarLinkLabel(linkTarget.type)}</Link>
            </p>
          ) : null
        ) : null}
      </div>
    </Dialog>
  );
}
