/**
 * Adding or editing a colleague of the calendar (002 §3.3, §5.1): an active employee not yet
 * added (never oneself) and one of the 12 colours, both required (domain `validateColleague`);
 * editing changes the colour only. 480 px wide (002 §9).
 */
import {
  COLLEAGUE_COLORS,
  canSaveColleague,
  validateColleague,
  type CalendarEmployee,
  type CalendarEntityId,
} from '@portineria/domain';
import { Button, ColorSwatchPicker, Dialog, Select } from '@portineria/ui';
import { useState } from 'react';
import { webMessage } from '../../messages/it-IT.ts';
import * as styles from './calendar.css.ts';

/** Props of {@link ColleagueDialog}. */
export interface ColleagueDialogProps {
  /** The entry edited; undefined to add one. */
  entry: CalendarEmployee | undefined;
  /** The employees that can be added (active, not oneself, not yet added). */
  candidates: readonly { id: CalendarEntityId; fullname?: string }[];
  saving: boolean;
  saveError: string | undefined;
  onSave: (choice: { employeeId: CalendarEntityId; color: string }) => void;
  onClose: () => void;
}

export function ColleagueDialog({
  entry,
  candidates,
  saving,
  saveError,
  onSave,
  onClose,
}: ColleagueDialogProps) {
  const [employeeId, setEmployeeId] = useState<string | null>(
    entry ? String(entry._employee) : null,
  );
  const [color, setColor] = useState<string | null>(entry?.color ?? null);
  const [touched, setTouched] = useState(false);
  const errors = validateColleague({ employeeId, color });
  const chosen = entry
    ? entry._employee
    : candidates.find((candidate) => String(candidate.id) === employeeId)?.id;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={webMessage(entry ? 'calendar.colleague.editTitle' : 'calendar.colleague.addTitle')}
      maxWidth={480}
      closeLabel={webMessage('calendar.action.close')}
      actions={
        <div className={styles.dialogActions}>
          <span />
          <Button variant="text" tone="neutral" onClick={onClose}>
            {webMessage('calendar.action.cancel')}
          </Button>
          <Button
            disabled={!canSaveColleague(errors) || chosen === undefined || saving}
            pending={saving}
            onClick={() => {
              if (chosen !== undefined && color) onSave({ employeeId: chosen, color });
            }}
          >
            {webMessage('calendar.action.save')}
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        {saveError ? (
          <p role="alert" className={styles.saveError}>
            {saveError}
          </p>
        ) : null}
        {entry ? (
          <p className={styles.note}>
            {webMessage('calendar.field.colleague')}: {entry.fullName}
          </p>
        ) : (
          <Select
            label={webMessage('calendar.field.colleague')}
            options={candidates.map((candidate) => ({
              value: String(candidate.id),
              label: candidate.fullname ?? String(candidate.id),
            }))}
            value={employeeId}
            onChange={(value) => {
              setTouched(true);
              setEmployeeId(value);
            }}
            error={touched ? (errors.employee?.message ?? null) : null}
            required
          />
        )}
        <ColorSwatchPicker
          label={webMessage('calendar.field.color')}
          colors={COLLEAGUE_COLORS}
          value={color}
          onChange={(next) => {
            setTouched(true);
            setColor(next);
          }}
          error={touched ? (errors.color?.message ?? null) : null}
          required
        />
      </div>
    </Dialog>
  );
}
