import { XIcon } from '../private/staticIcons.tsx';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { IconButtonBase } from '../private/iconButtonBase.tsx';
import { sideDrawerMessages } from '../messages/it-IT/sideDrawer.ts';
import { useReturnFocus } from '../private/layoutReturnFocus.ts';
import { useScrollableFocus } from '../private/overlaysScrollable.ts';
import * as styles from './SideDrawer.css.ts';

/** The labels of the drawer, all overridable. */
export interface SideDrawerLabels {
  /** The close button: 'Chiudi'. */
  close: string;
}

export interface SideDrawerProps {
  /** The drawer's title, its accessible name ('Notifiche', 'Helpdesk', 'Chat'). */
  title: ReactNode;
  /** A line under the title, its accessible description. */
  description?: ReactNode;
  /** The body; it scrolls (and becomes a keyboard stop) when taller than the window. */
  children?: ReactNode;
  /** Buttons in the header, before the close button (e.g. 'Segna come lette'). */
  headerActions?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** The element that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Told of every open or close (Escape, outside click, the close button). */
  onOpenChange?: (open: boolean) => void;
  /** Width: 500 px by default (000 §9); px as a number or a `vars.size.*` value. Never wider than the window. */
  width?: number | string;
  /** Called when the drawer opens, before focus moves to its first control. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Overrides of the labels. */
  labels?: Partial<SideDrawerLabels>;
}

/**
 * A right-hand drawer, 500 px wide (000 §2): help, notifications and chat. A modal Radix Dialog:
 * scrim, focus trap, `aria-modal`, Escape and outside click close it, focus returns to the
 * trigger (or, without one, to the element that opened it). Header with the title, optional
 * actions and 'Chiudi'; a scrolling body; optional footer.
 */
export function SideDrawer({
  title,
  description,
  children,
  headerActions,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  width,
  onOpenAutoFocus,
  labels,
}: SideDrawerProps) {
  const { ref, scrollable } = useScrollableFocus<HTMLDivElement>();
  // With a trigger Radix returns focus to it; without one, to whatever opened the drawer.
  const returnFocus = useReturnFocus(!trigger);
  const close = labels?.close ?? sideDrawerMessages['sideDrawer.close'];
  // A keyboard stop only when there is something to scroll (WCAG 2.1.1), so short bodies add no Tab stop.
  const bodyTabIndex = scrollable ? 0 : undefined;
  const sizing: CSSProperties | undefined =
    width === undefined
      ? undefined
      : { maxWidth: typeof width === 'number' ? `${width}px` : width };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={sizing}
          aria-modal="true"
          // Without a description Radix must be told there is none, or it warns in the console.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          data-side="right"
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <div className={styles.headerEnd}>
              {headerActions}
              <RadixDialog.Close asChild>
                <IconButtonBase label={close} icon={<XIcon size={20} />} />
              </RadixDialog.Close>
            </div>
          </div>
          <div
            ref={ref}
            className={styles.body}
            tabIndex={bodyTabIndex}
            data-scrollable={scrollable || undefined}
          >
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
