/**
 * The 'Informazione' dialog (000 §2 Shell): on phones and tablets, unless 'Non chiedere più' was
 * saved, it suggests the mobile app; its code loads only where it shows. Rules from domain's
 * mobileApp area.
 */
import { showsMobileAppDialog } from '@portineria/domain';
import { lazy, useState } from 'react';
import { readStorage, writeStorage } from '../session/sessionStorage.ts';
import { WhenOpened } from './WhenOpened.tsx';

const MobileAppDialogView = lazy(() =>
  import('./MobileAppDialogView.tsx').then((module) => ({ default: module.MobileAppDialogView })),
);

/** Where 'Non chiedere più' is saved. */
const MOBILE_APP_DIALOG_DISMISSED_KEY = 'portineria.mobileAppDialog.dismissed';

export function MobileAppDialog() {
  const [shows] = useState(() =>
    showsMobileAppDialog({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      dismissed: readStorage(MOBILE_APP_DIALOG_DISMISSED_KEY) === true,
    }),
  );
  return (
    <WhenOpened open={shows}>
      <MobileAppDialogView
        onDontAskAgain={() => writeStorage(MOBILE_APP_DIALOG_DISMISSED_KEY, true)}
      />
    </WhenOpened>
  );
}
