/** The app's loading overlay over the whole window, closing itself after 11 s (000 §9). */
import { LOADING_OVERLAY_TIMEOUT_MS } from '@portineria/domain';
import { LoadingOverlay } from '@portineria/ui';
import { hideLoadingOverlay, useLoadingOverlay } from '../lib/loadingOverlay.ts';

export function AppLoadingOverlay() {
  const overlay = useLoadingOverlay();
  if (!overlay.open) return null;
  return (
    <LoadingOverlay
      open
      cover="screen"
      timeout={LOADING_OVERLAY_TIMEOUT_MS}
      onTimeout={hideLoadingOverlay}
      {...(overlay.text ? { text: overlay.text } : {})}
    />
  );
}
