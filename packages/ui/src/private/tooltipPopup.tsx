/**
 * The Radix tooltip behind `Tooltip`, loaded the first time a tooltip may show (its positioning
 * engine, floating-ui, is most of a tooltip's weight). `Tooltip` renders its trigger itself and
 * this tree beside it, so that loading it never remounts the trigger (focus, state and refs stay):
 * Radix's trigger part is given a stand-in child, `TriggerBridge`, that hands the props and the
 * ref Radix gives its child (`asChild`) over to the real trigger element.
 */
// ui imports each Radix primitive from its own package, never from the radix-ui barrel: a bundler
// that splits by file (esbuild) would put the barrel, and with it this tooltip, in the page's chunk.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode, Ref, RefObject, SyntheticEvent } from 'react';
import { useLayoutEffect, useRef } from 'react';
import * as styles from '../Tooltip/Tooltip.css.ts';

/** The trigger events Radix listens to. */
export type TriggerEventName =
  'onPointerMove' | 'onPointerLeave' | 'onPointerDown' | 'onFocus' | 'onBlur' | 'onClick';

/** The attributes Radix puts on the trigger: the tooltip's id while it shows, and its state. */
export interface TriggerAttributes {
  'aria-describedby'?: string;
  'data-state'?: string;
}

/** What the bridge hands to `Tooltip`: Radix's event handlers, read when the trigger's events fire. */
export interface TriggerHandlers {
  current: Partial<Record<TriggerEventName, (event: SyntheticEvent) => void>>;
}

const EVENT_NAMES: readonly TriggerEventName[] = [
  'onPointerMove',
  'onPointerLeave',
  'onPointerDown',
  'onFocus',
  'onBlur',
  'onClick',
];

interface TriggerBridgeProps {
  /** The real trigger element. */
  triggerRef: RefObject<HTMLElement | null>;
  handlersRef: TriggerHandlers;
  onAttributes: (attributes: TriggerAttributes) => void;
  /** Given by Radix's `Slot`: its trigger and anchor refs, composed. */
  ref?: Ref<HTMLElement>;
  /** Given by Radix's `Slot`: the handlers and attributes of its trigger. */
  [name: string]: unknown;
}

function setRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null) {
  if (typeof ref === 'function') return ref(node);
  if (ref) (ref as RefObject<HTMLElement | null>).current = node;
  return undefined;
}

function TriggerBridge({
  triggerRef,
  handlersRef,
  onAttributes,
  ref,
  ...slotProps
}: TriggerBridgeProps) {
  useLayoutEffect(() => {
    handlersRef.current = Object.fromEntries(
      EVENT_NAMES.map((name) => [name, slotProps[name]]).filter(
        ([, handler]) => typeof handler === 'function',
      ),
    );
    onAttributes({
      'aria-describedby': slotProps['aria-describedby'] as string | undefined,
      'data-state': slotProps['data-state'] as string | undefined,
    });
  });
  // Radix measures and listens to the element its trigger's ref receives: give it the real one.
  const attached = useRef<{ node: HTMLElement | null; ref: typeof ref; detach?: () => void }>({
    node: null,
    ref: undefined,
  });
  useLayoutEffect(() => {
    const node = triggerRef.current;
    if (attached.current.node === node && attached.current.ref === ref) return;
    attached.current.detach?.();
    const cleanup = setRef(ref, node);
    attached.current = {
      node,
      ref,
      detach: () => (typeof cleanup === 'function' ? cleanup() : setRef(ref, null)),
    };
  });
  useLayoutEffect(() => () => attached.current.detach?.(), []);
  return null;
}

export interface TooltipPopupProps {
  content: ReactNode;
  delayDuration: number;
  side: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  triggerRef: RefObject<HTMLElement | null>;
  handlersRef: TriggerHandlers;
  onAttributes: (attributes: TriggerAttributes) => void;
}

/** The Radix tooltip of one trigger: provider, root, trigger part (bridged), portalled content. */
export function TooltipPopup({
  content,
  delayDuration,
  side,
  open,
  triggerRef,
  handlersRef,
  onAttributes,
}: TooltipPopupProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open}>
        <RadixTooltip.Trigger asChild>
          <TriggerBridge
            triggerRef={triggerRef}
            handlersRef={handlersRef}
            onAttributes={onAttributes}
          />
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
