import { useRef } from 'react';

/**
 * Focus return for Radix dialogs opened without their own `Dialog.Trigger` (a drawer opened by the
 * top bar's bell, the navigation opened by the menu button): Radix returns focus only to its
 * trigger, so the element focused when the dialog opened is remembered and focused again on close.
 * Spread the result on `Dialog.Content`.
 */
export function useReturnFocus(enabled = true) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before Radix moves focus inside: this is still the element that opened the dialog.
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (!enabled || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
