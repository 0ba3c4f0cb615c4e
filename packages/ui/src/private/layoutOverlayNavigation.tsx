import * as RadixDialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import * as styles from '../AppShell/AppShell.css.ts';
import { useReturnFocus } from './layoutReturnFocus.ts';

export interface LayoutOverlayNavigationProps {
  /** The navigation drawer. */
  children: ReactNode;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
}

/**
 * The navigation as a modal drawer over the page (AppShell's `overlay` mode): a Radix dialog,
 * loaded by AppShell the first time it opens.
 */
export function LayoutOverlayNavigation({
  children,
  open,
  onOpenChange,
  label,
}: LayoutOverlayNavigationProps) {
  // The menu button is no Dialog.Trigger: focus goes back to it (or whatever opened the drawer) on close.
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.navigationScrim} />
        <RadixDialog.Content
          className={styles.navigationOverlay}
          aria-modal="true"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <VisuallyHidden.Root>
            <RadixDialog.Title>{label}</RadixDialog.Title>
          </VisuallyHidden.Root>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
