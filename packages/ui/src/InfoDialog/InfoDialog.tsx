import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as DialogParts from '../Dialog/Dialog.parts.tsx';
import { overlaysMessage } from '../messages/it-IT/overlays.ts';
import { vars } from '../theme/vars.css.ts';
import * as styles from './InfoDialog.css.ts';

export interface InfoDialogProps {
  /** Whether the dialog is open (controlled). Leave undefined with a `trigger` to let it keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with false when the user closes it (Chiudi or Escape), with true when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (it must accept a ref); focus returns to it on close. */
  trigger?: ReactNode;
  /** The title: the entity type the user may not open ('Immobile', 'Amministratore', 'Fornitore'). */
  title: ReactNode;
  /** The information shown. */
  children: ReactNode;
  /** Label of the only button; 'Chiudi' by default. */
  closeLabel?: string;
  /** Maximum width: px or a `vars.size.*` value; 480 px by default. */
  maxWidth?: number | string;
}

/**
 * A dialog that only informs (002 §2.2): shown instead of navigating when the user lacks the
 * permission to open a related entity, titled by the entity type, with a single Chiudi button that
 * receives focus.
 */
export function InfoDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  children,
  closeLabel = overlaysMessage('infoDialog.close'),
  maxWidth = vars.size.colleagueDialog,
}: InfoDialogProps) {
  return (
    <DialogParts.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogParts.Trigger asChild>{trigger}</DialogParts.Trigger> : null}
      <DialogParts.Surface maxWidth={maxWidth} described>
        <DialogParts.Title className={styles.title}>{title}</DialogParts.Title>
        <DialogParts.Body className={styles.text}>
          <DialogParts.Description asChild>
            <div>{children}</div>
          </DialogParts.Description>
        </DialogParts.Body>
        <div className={styles.actions}>
          <DialogParts.Close asChild>
            <Button variant="contained" tone="primary">
              {closeLabel}
            </Button>
          </DialogParts.Close>
        </div>
      </DialogParts.Surface>
    </DialogParts.Root>
  );
}
