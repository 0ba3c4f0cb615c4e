/**
 * The new-version dialog (000 §2 Shell 'Attenzione!' with 'Ricarica'; 000 §7 periodic check):
 * the api-client's version check reads /version.json every 30 s while the tab is visible.
 */
import { createVersionCheck } from '@portineria/api-client';
import { Button, Dialog } from '@portineria/ui';
import { useEffect, useState } from 'react';
import { webMessage } from '../messages/it-IT.ts';

export function NewVersionDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = createVersionCheck({
      url: '/version.json',
      onNewVersion: () => setOpen(true),
      onError: (error) => console.warn('[versione] controllo non riuscito', error),
    });
    check.start();
    return () => check.stop();
  }, []);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={webMessage('version.title')}
      role="alertdialog"
      actions={<Button onClick={() => window.location.reload()}>{webMessage('app.reload')}</Button>}
    >
      {webMessage('version.text')}
    </Dialog>
  );
}
