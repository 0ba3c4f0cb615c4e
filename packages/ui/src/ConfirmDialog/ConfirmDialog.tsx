import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as DialogParts from '../Dialog/Dialog.parts.tsx';
import { overlaysMessage } from '../messages/it-IT/overlays.ts';
import type { overlaysMessages } from '../messages/it-IT/overlays.ts';
import { useOpenState } from '../private/overlaysOpenState.ts';
import { vars } from '../theme/vars.css.ts';
import * as styles from './ConfirmDialog.css.ts';

/**
 * The button pairs of the spec: `yesNo` SI/NO (delete an activity, 001 §5), `continueCancel`
 * CONTINUA/ANNULLA (quick completion, 001 §5), `cancelReset` Annulla/Reset ('Reset dashboard', 000 §2).
 */
export type ConfirmDialogVariant = 'yesNo' | 'continueCancel' | 'cancelReset';

/** `destructive` paints the confirm button in the error colour (deleting, resetting). */
export type ConfirmDialogTone = 'default' | 'destructive';

type OverlaysMessageKey = keyof typeof overlaysMessages;

const variantLabels = {
  yesNo: { confirm: 'confirm.yes', cancel: 'confirm.no' },
  continueCancel: { confirm: 'confirm.continue', cancel: 'confirm.cancel' },
  cancelReset: { confirm: 'confirm.reset', cancel: 'confirm.resetCancel' },
} as const satisfies Record<
  ConfirmDialogVariant,
  { confirm: OverlaysMessageKey; cancel: OverlaysMessageKey }
>;

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). Leave undefined with a `trigger` to let it keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Told of every change: true from the trigger, false after cancel, Escape or a confirmed action. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (it must accept a ref); focus returns to it on close. */
  trigger?: ReactNode;
  /** Optional heading ('Reset dashboard'); without it the message itself is the dialog's title. */
  title?: ReactNode;
  /** The question or warning ("Sei sicuro di voler cancellare l'attività ?"). */
  message: ReactNode;
  /** Which pair of buttons; `yesNo` by default. */
  variant?: ConfirmDialogVariant;
  /**
   * The confirmed action. When it returns a promise the confirm button shows a spinner and both
   * buttons and Escape are blocked until it settles: resolved closes the dialog, rejected keeps it
   * open (and calls `onConfirmError`) so the user can retry or cancel.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called once when the user declines: cancel button, Escape or the outside of the dialog. */
  onCancel?: () => void;
  /** Called with the reason when the promise returned by `onConfirm` rejects. */
  onConfirmError?: (error: unknown) => void;
  /** Overrides the confirm label of the variant (SI, CONTINUA, Reset). */
  confirmLabel?: string;
  /** Overrides the cancel label of the variant (NO, ANNULLA, Annulla). */
  cancelLabel?: string;
  /** Read by screen readers while the action runs; 'Operazione in corso…' by default. */
  busyLabel?: string;
  /** `destructive` paints the confirm button in the error colour; the reset variant is destructive by default. */
  tone?: ConfirmDialogTone;
  /** Maximum width: px or a `vars.size.*` value; 600 px for the reset variant, 480 px otherwise. */
  maxWidth?: number | string;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/**
 * The generic confirm dialog (002 §2.8): a question, a cancel and a confirm button. It is an
 * `alertdialog`: focus starts on the cancel button, the least destructive choice; Escape cancels;
 * clicks outside are ignored so that a stray click does not answer the question.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  message,
  variant = 'yesNo',
  onConfirm,
  onCancel,
  onConfirmError,
  confirmLabel,
  cancelLabel,
  busyLabel = overlaysMessage('confirmDialog.busy'),
  tone = variant === 'cancelReset' ? 'destructive' : 'default',
  // The spec sizes only the reset dialog (600 px); the others take its small-dialog width (480 px).
  maxWidth = variant === 'cancelReset' ? vars.size.resetDialog : vars.size.colleagueDialog,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const [busy, setBusy] = useState(false);
  const labels = variantLabels[variant];

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    if (busy) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      setBusy(false);
      setOpen(false);
    } catch (error) {
      setBusy(false);
      onConfirmError?.(error);
    }
  };

  const handleOpenChange = (next: boolean) => {
    if (next) setOpen(true);
    else cancel();
  };

  return (
    <DialogParts.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogParts.Trigger asChild>{trigger}</DialogParts.Trigger> : null}
      <DialogParts.Surface
        role="alertdialog"
        maxWidth={maxWidth}
        blocking={busy}
        closeOnOutsideClick={false}
        described={Boolean(title)}
      >
        <div data-busy={busy || undefined}>
          {title ? (
            <>
              <DialogParts.Title className={styles.title}>{title}</DialogParts.Title>
              <DialogParts.Description className={styles.message}>
                {message}
              </DialogParts.Description>
            </>
          ) : (
            <DialogParts.Title className={styles.questionTitle}>{message}</DialogParts.Title>
          )}
          <div className={styles.actions}>
            <Button variant="text" tone="neutral" onClick={cancel} disabled={busy}>
              {cancelLabel ?? overlaysMessage(labels.cancel)}
            </Button>
            <Button
              variant="contained"
              tone={tone === 'destructive' ? 'error' : 'primary'}
              onClick={() => void confirm()}
              pending={busy}
            >
              {confirmLabel ?? overlaysMessage(labels.confirm)}
            </Button>
          </div>
          <VisuallyHidden.Root role="status">{busy ? busyLabel : ''}</VisuallyHidden.Root>
        </div>
      </DialogParts.Surface>
    </DialogParts.Root>
  );
}
