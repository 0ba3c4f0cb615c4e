/**
 * The 'Informazione' dialog (000 §2 Shell): on phones and tablets, unless 'Non chiedere più' was
 * saved, it suggests the mobile app and opens the right store. Rules from domain's mobileApp area.
 */
import {
  message,
  MOBILE_DIALOG_MAX_WIDTH,
  mobileAppStoreUrl,
  showsMobileAppDialog,
} from '@portineria/domain';
import { Button, Checkbox, Dialog } from '@portineria/ui';
import { useState } from 'react';
import { readStorage, writeStorage } from '../session/sessionStorage.ts';
import { mobileAppStoreUrls } from '../lib/deploymentLinks.ts';

const DISMISSED_KEY = 'portineria.mobileAppDialog.dismissed';

export function MobileAppDialog() {
  const [open, setOpen] = useState(() =>
    showsMobileAppDialog({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      dismissed: readStorage(DISMISSED_KEY) === true,
    }),
  );
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const close = () => {
    if (dontAskAgain) writeStorage(DISMISSED_KEY, true);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={message('mobileApp.title')}
      maxWidth={MOBILE_DIALOG_MAX_WIDTH}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {message('mobileApp.close')}
          </Button>
          <Button
            onClick={() => {
              window.open(
                mobileAppStoreUrl(navigator.userAgent, mobileAppStoreUrls),
                '_blank',
                'noopener,noreferrer',
              );
              close();
            }}
          >
            {message('mobileApp.open')}
          </Button>
        </>
      }
    >
      <p>{message('mobileApp.text')}</p>
      <Checkbox
        label={message('mobileApp.dontAskAgain')}
        checked={dontAskAgain}
        onCheckedChange={setDontAskAgain}
      />
    </Dialog>
  );
}
