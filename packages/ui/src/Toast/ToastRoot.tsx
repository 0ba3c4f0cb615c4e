import { NOTIFICATION_TOAST_MS, NOTIFICATION_TOAST_REMOVAL_LEAD_MS } from '@portineria/domain';
import { Bell, X } from 'lucide-react';
import * as RadixToast from '@radix-ui/react-toast';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { IconButtonBase } from '../private/iconButtonBase.tsx';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { useFeedbackDefaults } from '../private/feedbackQueue.ts';
import type { ToastLabels, ToastProps } from './Toast.tsx';
import * as styles from './Toast.css.ts';

/**
 * The notification toast as Radix Toast draws it (see `Toast`). Rendered only by the provider's
 * feedback layer, inside Radix's provider.
 */
export function ToastRoot({
  title,
  description,
  onOpen,
  duration,
  icon,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  labels,
}: ToastProps) {
  const defaults = useFeedbackDefaults();
  const text: ToastLabels = { dismiss: feedbackMessage('toast.dismiss'), ...labels };
  // Opening closes the toast from our side, so the open state is ours (Radix only reports changes).
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const handleOpen = () => {
    onOpen?.();
    setOpen(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // Enter on the toast itself (reached with F8); Enter on its buttons is their own click.
    if (onOpen && event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      handleOpen();
    }
  };
  const iconNode = icon === false ? null : (icon ?? <Bell size={20} aria-hidden />);
  const content = (
    <>
      {iconNode ? <span className={styles.icon}>{iconNode}</span> : null}
      <span className={styles.texts}>
        <RadixToast.Title asChild>
          <span className={styles.title}>{title}</span>
        </RadixToast.Title>
        {description ? (
          <RadixToast.Description asChild>
            <span className={styles.description}>{description}</span>
          </RadixToast.Description>
        ) : null}
      </span>
    </>
  );
  return (
    <RadixToast.Root
      className={styles.toast}
      type="background"
      duration={
        duration ??
        defaults?.toastDuration ??
        NOTIFICATION_TOAST_MS - NOTIFICATION_TOAST_REMOVAL_LEAD_MS
      }
      open={open}
      onOpenChange={setOpen}
      onKeyDown={handleKeyDown}
      data-openable={onOpen ? '' : undefined}
    >
      {onOpen ? (
        <button type="button" className={styles.body} onClick={handleOpen}>
          {content}
        </button>
      ) : (
        <div className={styles.body}>{content}</div>
      )}
      <RadixToast.Close asChild>
        <IconButtonBase label={text.dismiss} size="small" icon={<X size={18} aria-hidden />} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
