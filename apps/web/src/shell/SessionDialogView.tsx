/** The session's blocking dialog (000 §4): its title, text and the one button that confirms it. */
import { message, type SessionDialog } from '@portineria/domain';
import { Button, Dialog } from '@portineria/ui';

export function SessionDialogView({
  dialog,
  onConfirm,
}: {
  dialog: SessionDialog;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      blocking
      role="alertdialog"
      title={message(dialog.titleKey)}
      actions={<Button onClick={onConfirm}>{message(dialog.confirmKey)}</Button>}
    >
      {message(dialog.textKey)}
    </Dialog>
  );
}
