/** The new-version dialog (000 §2 Shell 'Attenzione!' with 'Ricarica'). */
import { Button, Dialog } from '@portineria/ui';
import { webMessage } from '../messages/startMessages.ts';

export function NewVersionDialogView({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('version.title')}
      role="alertdialog"
      actions={<Button onClick={() => window.location.reload()}>{webMessage('app.reload')}</Button>}
    >
      {webMessage('version.text')}
    </Dialog>
  );
}
