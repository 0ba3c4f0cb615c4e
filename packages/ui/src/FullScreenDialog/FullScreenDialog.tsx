import { X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import * as DialogParts from '../Dialog/Dialog.parts.tsx';
import { IconButtonBase } from '../private/iconButtonBase.tsx';
import { overlaysMessage } from '../messages/it-IT/overlays.ts';
import * as styles from './FullScreenDialog.css.ts';

export interface FullScreenDialogProps {
  /** Whether the dialog is open (controlled). Leave undefined with a `trigger` to let it keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with false when the user closes it (close button or Escape), with true when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (it must accept a ref); focus returns to it on close. */
  trigger?: ReactNode;
  /** The title in the title bar ('Il mio profilo', 'La mia azienda'…), the dialog's accessible name. */
  title: ReactNode;
  /** An optional line under the title, the dialog's accessible description. */
  description?: ReactNode;
  /** Buttons at the end of the title bar (e.g. SALVA); with `onSubmit`, make the main one `type="submit"`. */
  actions?: ReactNode;
  /**
   * Makes the title bar and the body one `<form>`: a submit button among the `actions` and Enter
   * in a field both submit it (editors, filters). Call `event.preventDefault()` to stay on the page.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The body; it scrolls under the fixed title bar. */
  children: ReactNode;
  /** Label (accessible name and tooltip) of the close button; 'Chiudi' by default. */
  closeLabel?: string;
}

/**
 * A dialog that covers the viewport (000 §2 Shell: edit profile, edit supplier, edit organisation):
 * a title bar with the close button first, the title and the actions, and a scrolling body. It
 * keeps all the modal behaviour of `Dialog` (focus trap, Escape, focus back to the trigger).
 */
export function FullScreenDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  actions,
  children,
  onSubmit,
  closeLabel = overlaysMessage('fullScreenDialog.close'),
}: FullScreenDialogProps) {
  const inner = (
    <>
      <div className={styles.titleBar}>
        <DialogParts.Close asChild>
          <IconButtonBase label={closeLabel} icon={<X size={22} aria-hidden />} />
        </DialogParts.Close>
        <div className={styles.heading}>
          <DialogParts.Title className={styles.title}>{title}</DialogParts.Title>
          {description ? (
            <DialogParts.Description className={styles.description}>
              {description}
            </DialogParts.Description>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <DialogParts.Body className={styles.body}>{children}</DialogParts.Body>
    </>
  );
  return (
    <DialogParts.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogParts.Trigger asChild>{trigger}</DialogParts.Trigger> : null}
      <DialogParts.Surface fullScreen described={Boolean(description)}>
        {onSubmit ? (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            {inner}
          </form>
        ) : (
          inner
        )}
      </DialogParts.Surface>
    </DialogParts.Root>
  );
}
