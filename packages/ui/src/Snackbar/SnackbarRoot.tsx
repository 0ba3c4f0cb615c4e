import { SNACKBAR_TIMEOUT_MS } from '@portineria/domain';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { useFeedbackDefaults } from '../private/feedbackQueue.ts';
import type { SnackbarLabels, SnackbarProps, SnackbarTone } from './Snackbar.tsx';
import * as styles from './Snackbar.css.ts';

const toneIcons: Record<SnackbarTone, ReactNode> = {
  neutral: null,
  success: <CircleCheck size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
  error: <CircleAlert size={20} aria-hidden />,
};

/**
 * The snackbar as Radix Toast draws it (see `Snackbar`): a polite announcement (assertive for
 * errors), the timer paused while hovered or focused, Escape and swipe to close, F8 to reach it
 * from the keyboard. Rendered only by the provider's feedback layer, inside Radix's provider.
 */
export function SnackbarRoot({
  message,
  tone = 'neutral',
  action,
  timeout,
  closable,
  icon,
  open,
  defaultOpen,
  onOpenChange,
  labels,
}: SnackbarProps) {
  const defaults = useFeedbackDefaults();
  const isError = tone === 'error';
  const resolvedTimeout =
    timeout !== undefined
      ? timeout
      : isError
        ? (defaults?.errorTimeout ?? null)
        : (defaults?.timeout ?? SNACKBAR_TIMEOUT_MS);
  const text: SnackbarLabels = { close: feedbackMessage('snackbar.close'), ...labels };
  const iconNode = icon === false ? null : (icon ?? toneIcons[tone]);
  const showClose = closable ?? isError;
  return (
    <RadixToast.Root
      className={styles.snackbar({ tone })}
      data-tone={tone}
      type={isError ? 'foreground' : 'background'}
      // Radix never closes a toast whose duration is Infinity.
      duration={resolvedTimeout === null ? Infinity : resolvedTimeout}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {iconNode ? <span className={styles.icon}>{iconNode}</span> : null}
      <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
      {action || showClose ? (
        <div className={styles.actions}>
          {action ? (
            <RadixToast.Action
              className={styles.button}
              altText={action.altText ?? action.label}
              onClick={action.onClick}
            >
              {action.label}
            </RadixToast.Action>
          ) : null}
          {showClose ? (
            <RadixToast.Close className={styles.button}>{text.close}</RadixToast.Close>
          ) : null}
        </div>
      ) : null}
    </RadixToast.Root>
  );
}
