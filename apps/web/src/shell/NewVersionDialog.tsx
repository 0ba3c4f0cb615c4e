/**
 * The new-version check (000 §7 periodic check): the api-client's version check reads
 * /version.json every 30 s while the tab is visible; a newer version opens the 'Attenzione!'
 * dialog (000 §2 Shell), whose code loads then.
 */
import { createVersionCheck } from '@portineria/api-client';
import { CLIENT_VERSION } from '@portineria/domain';
import { lazy, useEffect, useState } from 'react';
import { WhenOpened } from './WhenOpened.tsx';

const NewVersionDialogView = lazy(() =>
  import('./NewVersionDialogView.tsx').then((module) => ({
    default: module.NewVersionDialogView,
  })),
);

export function NewVersionDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = createVersionCheck({
      url: '/version.json',
      // 000 §9: compared against the version this client was built as, not the first answer.
      currentVersion: CLIENT_VERSION,
      onNewVersion: () => setOpen(true),
      onError: (error) => console.warn('[versione] controllo non riuscito', error),
    });
    check.start();
    return () => check.stop();
  }, []);
  return (
    <WhenOpened open={open}>
      <NewVersionDialogView open={open} onOpenChange={setOpen} />
    </WhenOpened>
  );
}
