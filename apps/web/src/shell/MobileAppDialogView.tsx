/**
 * The 'Informazione' dialog (000 §2 Shell), shown open where MobileAppDialog decided it shows: it
 * suggests the mobile app, opens the right store and saves 'Non chiedere più'.
 */
import { message, MOBILE_DIALOG_MAX_WIDTH, mobileAppStoreUrl } from '@portineria/domain';
import { Button, Checkbox, Dialog } from '@portineria/ui';
import { useState } from 'react';
import { mobileAppStoreUrls } from '../lib/deploymentLinks.ts';

/** Props of {@link MobileAppDialogView}. */
export interface MobileAppDialogViewProps {
  /** Saves 'Non chiedere più', called when the dialog closes with it ticked. */
  onDontAskAgain: () => void;
}

export function MobileAppDialogView({ onDontAskAgain }: MobileAppDialogViewProps) {
  const [open, setOpen] = useState(true);
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const close = () => {
    if (dontAskAgain) onDontAskAgain();
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
