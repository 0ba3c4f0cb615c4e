import { XIcon } from '../private/staticIcons.tsx';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { IconButtonBase } from '../private/iconButtonBase.tsx';
import { dialogMessages } from '../messages/it-IT/dialog.ts';
import { useScrollableFocus } from '../private/overlaysScrollable.ts';
import * as styles from './Dialog.css.ts';

/** The dialog's state holder (Radix Dialog Root): `open`, `onOpenChange`, `defaultOpen`. */
export const Root = RadixDialog.Root;
/** The element that opens the dialog; focus returns to it on close. */
export const Trigger = RadixDialog.Trigger;
/** Any element that closes the dialog. */
export const Close = RadixDialog.Close;
/** The dialog's title; gives the surface its accessible name. Render exactly one inside `Surface`. */
export const Title = RadixDialog.Title;
/** The dialog's description; gives the surface its accessible description. */
export const Description = RadixDialog.Description;

/** The ARIA role of the surface: `alertdialog` for confirmations that interrupt the user. */
export type DialogRole = 'dialog' | 'alertdialog';

export interface SurfaceProps {
  /** The whole anatomy: a `Title` is required, the rest is free. */
  children: ReactNode;
  /** Maximum width: px as a number (600 for the pickers and the reset dialog) or a `vars.size.*` value. */
  maxWidth?: number | string;
  /** Fill the viewport (full-screen dialogs: editors, advanced filters). */
  fullScreen?: boolean;
  /** Blocks Escape and outside clicks (blocking dialogs such as 'Permessi insufficienti', busy confirmations). */
  blocking?: boolean;
  /** False to ignore clicks outside while Escape still closes (an alert dialog must not vanish on a stray click). */
  closeOnOutsideClick?: boolean;
  /** `dialog` by default; `alertdialog` for confirmations. */
  role?: DialogRole;
  /** True when a `Description` is rendered inside (links it as the accessible description). */
  described?: boolean;
  /** Called when the surface opens, before focus moves: `event.preventDefault()` and focus another element. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Extra class of the surface. */
  className?: string;
}

/**
 * The modal surface every dialog is made of: portal, scrim, focus trap, Escape to close,
 * `aria-modal="true"`, focus back to the trigger. Lay out its inside freely (see `Content` for the
 * standard header, body and footer).
 */
export function Surface({
  children,
  maxWidth,
  fullScreen = false,
  blocking = false,
  closeOnOutsideClick = true,
  role = 'dialog',
  described = false,
  onOpenAutoFocus,
  className,
}: SurfaceProps) {
  const sizing: CSSProperties | undefined =
    !fullScreen && maxWidth !== undefined
      ? { maxWidth: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }
      : undefined;
  const prevent = (event: Event) => event.preventDefault();
  const outsideBlocked = blocking || !closeOnOutsideClick;
  // Radix gives the focus back to its Trigger only; a dialog opened from elsewhere (a controlled
  // dialog, a link inside a grid) would leave it on <body>. Remember what had the focus when the
  // dialog opened and return it there.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
  };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        className={styles.overlay}
        // A click on the scrim must not blur the focused control (focus would fall to <body>,
        // outside the trap); when the click dismisses the dialog, focus goes back to the trigger anyway.
        onMouseDown={(event) => event.preventDefault()}
      />
      <RadixDialog.Content
        className={[styles.content, fullScreen ? styles.fullScreen : '', className]
          .filter(Boolean)
          .join(' ')}
        style={sizing}
        role={role}
        aria-modal="true"
        // Without a description Radix must be told there is none, or it warns in the console.
        {...(described ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
        onEscapeKeyDown={blocking ? prevent : undefined}
        onPointerDownOutside={outsideBlocked ? prevent : undefined}
        onInteractOutside={outsideBlocked ? prevent : undefined}
        data-full-screen={fullScreen || undefined}
        data-blocking={blocking || undefined}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface BodyProps {
  /** The scrolling content. */
  children: ReactNode;
  /** Extra class of the body. */
  className?: string;
}

/**
 * The scrolling middle of a dialog. When its content overflows it becomes a keyboard stop, so
 * that long text can be scrolled with the arrow keys (WCAG 2.1.1).
 */
export function Body({ children, className }: BodyProps) {
  const { ref, scrollable } = useScrollableFocus<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={[styles.body, className].filter(Boolean).join(' ')}
      // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe
      // scrollable-region-focusable); the stop exists only while the content overflows.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      data-scrollable={scrollable || undefined}
    >
      {children}
    </div>
  );
}

export interface ContentProps {
  /** The dialog title, its accessible name. */
  title: ReactNode;
  /** Optional subtitle, its accessible description. */
  description?: ReactNode;
  /** The body; it scrolls when taller than the viewport. */
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  /**
   * Maximum width: px as a number or a `vars.size.*` value; 600 px by default (the pickers' and the
   * reset dialog's width), 400 for the mobile dialog. The dialog never exceeds the viewport.
   */
  maxWidth?: number | string;
  /** Fill the viewport (full-screen dialogs: editors, advanced filters). */
  fullScreen?: boolean;
  /** Show the close (X) button in the header; true by default. */
  showClose?: boolean;
  /** Label of the close button; 'Chiudi' by default. */
  closeLabel?: string;
  /** Blocks Escape and outside clicks, and hides the close button (blocking dialogs such as 'Permessi insufficienti'). */
  blocking?: boolean;
  /** Content shown in the header's trailing area, before the close button. */
  headerActions?: ReactNode;
  /** `dialog` by default; `alertdialog` for confirmations. */
  role?: DialogRole;
  /** Called when the dialog opens, before focus moves to its first control. */
  onOpenAutoFocus?: (event: Event) => void;
}

/** The standard dialog: header with title, description and close button, scrolling body, actions. */
export function Content({
  title,
  description,
  children,
  actions,
  maxWidth,
  fullScreen = false,
  showClose = true,
  // Read from the map: the label has no placeholder to fill.
  closeLabel = dialogMessages['dialog.close'],
  blocking = false,
  headerActions,
  role,
  onOpenAutoFocus,
}: ContentProps) {
  const closable = showClose && !blocking;
  return (
    <Surface
      maxWidth={maxWidth}
      // The pickers' 600 px by default, from the stylesheet (an explicit `maxWidth` wins).
      className={maxWidth === undefined && !fullScreen ? styles.pickerWidth : undefined}
      fullScreen={fullScreen}
      blocking={blocking}
      role={role}
      described={Boolean(description)}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <Title className={styles.title}>{title}</Title>
          {description ? (
            <Description className={styles.description}>{description}</Description>
          ) : null}
        </div>
        {headerActions || closable ? (
          <div className={styles.headerEnd}>
            {headerActions}
            {closable ? (
              <Close asChild>
                <IconButtonBase label={closeLabel} icon={<XIcon size={20} />} size="small" />
              </Close>
            ) : null}
          </div>
        ) : null}
      </div>
      {children ? <Body>{children}</Body> : null}
      {actions ? <div className={styles.footer}>{actions}</div> : null}
    </Surface>
  );
}
