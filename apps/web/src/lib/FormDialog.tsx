/**
 * A dialog whose body is a form, with the dialog's two actions: the cancel button and the form's
 * submit button (which sits in the dialog's footer, outside the form, tied to it by its id). The
 * activity, order and ticket dialogs share it; the form library stays the caller's (React Hook
 * Form's `handleSubmit` gives `onSubmit`).
 */
import { Button, Dialog } from '@portineria/ui';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import * as styles from './form.css.ts';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  description?: string;
  maxWidth?: number;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button is disabled (the form cannot be sent yet). */
  submitDisabled?: boolean;
  /** The form is being sent: the submit button shows it. */
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FormDialog({
  title,
  description,
  maxWidth,
  cancelLabel,
  submitLabel,
  submitDisabled,
  pending,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      {...(description ? { description } : {})}
      {...(maxWidth === undefined ? {} : { maxWidth })}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            {...(submitDisabled ? { disabled: true } : {})}
            pending={pending}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
