/**
 * The organisation's activity edit dialog (001 §4.2, §5): 'Data inizio (*)', 'Data fine (*)' with
 * every date rule of 001 §5 and the notes; React Hook Form holds the values and domain's
 * `activityEditErrors` is the only rule book. The EDIT event carries the version the dialog was
 * opened at: if someone changed the activity meanwhile, the save is refused and the values stay.
 */
import { activityTransitionMutationOptions, isStaleRecordError } from '@portineria/api-client';
import {
  activityEditErrors,
  message,
  type ActivityLifecycleRecord,
  type OrderLifecycleRecord,
} from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { FormDateField, FormTextArea } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import * as styles from './activities.css.ts';

interface EditValues {
  validFrom: string | null;
  validTo: string | null;
  note: string;
  noteOrg: string;
}

const asDay = (value: unknown) =>
  value == null || value === '' ? null : dayjs(value as string).format('YYYY-MM-DD');

/** Props of {@link ActivityEditDialog}. */
export interface ActivityEditDialogProps {
  activity: ActivityLifecycleRecord & { updatedAt?: string | null };
  order: OrderLifecycleRecord;
  onClose: () => void;
}

/** The edit dialog, open while rendered. */
export function ActivityEditDialog({ activity, order, onClose }: ActivityEditDialogProps) {
  const { show } = useSnackbar();
  const now = useMemo(() => new Date(), []);
  const mutation = useMutation(activityTransitionMutationOptions(apiClient));
  const changesOf = (values: EditValues) => ({
    validFrom: values.validFrom,
    validTo: values.validTo,
    note: values.note.trim() === '' ? null : values.note,
    noteOrg: values.noteOrg.trim() === '' ? null : values.noteOrg,
  });
  const resolver: Resolver<EditValues> = async (values) => {
    const errors = activityEditErrors({ activity, order, now }, changesOf(values));
    const entries = Object.entries(errors);
    return entries.length > 0
      ? {
          values: {},
          errors: Object.fromEntries(
            entries.map(([field, text]) => [field, { type: 'validate', message: text }]),
          ),
        }
      : { values, errors: {} };
  };
  const { control, handleSubmit, formState } = useAppForm<EditValues>({
    defaultValues: {
      validFrom: asDay(activity.validFrom),
      validTo: asDay(activity.validTo),
      note: activity.note ?? '',
      noteOrg: activity.noteOrg ?? '',
    },
    resolver,
  });

  return (
    <FormDialog
      title={webMessage('activity.edit.title', { code: activity.code ?? String(activity.id) })}
      maxWidth={560}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('activity.edit.submit')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async (values) => {
        try {
          await mutation.mutateAsync({
            id: activity.id,
            event: { type: 'EDIT', changes: changesOf(values), basedOn: activity.updatedAt },
            version: activity.updatedAt ?? null,
          });
          show({ message: message('common.saveSuccess'), tone: 'success' });
          onClose();
        } catch (error) {
          // Every value stays; a stale save says someone else changed the activity.
          show({
            message: isStaleRecordError(error)
              ? message('records.staleWrite')
              : saveErrorMessage(error),
            tone: 'error',
          });
        }
      })}
    >
      <div className={styles.dates}>
        {(['validFrom', 'validTo'] as const).map((name) => (
          <FormDateField
            key={name}
            control={control}
            name={name}
            label={message(
              name === 'validFrom' ? 'activities.dates.startLabel' : 'activities.dates.endLabel',
            )}
          />
        ))}
      </div>
      {(['note', 'noteOrg'] as const).map((name) => (
        <FormTextArea
          key={name}
          control={control}
          name={name}
          label={message(
            name === 'note' ? 'activities.edit.label.note' : 'activities.edit.label.noteOrg',
          )}
          rows={3}
        />
      ))}
    </FormDialog>
  );
}
