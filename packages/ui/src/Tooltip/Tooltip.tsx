import { TOOLTIP_OPEN_DELAY_MS } from '@portineria/domain';
import * as Slot from '@radix-ui/react-slot';
import type {
  FocusEvent,
  MouseEvent,
  PointerEvent,
  ReactElement,
  ReactNode,
  SyntheticEvent,
} from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import type {
  TriggerAttributes,
  TriggerEventName,
  TriggerHandlers,
} from '../private/tooltipPopup.tsx';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** The element that triggers it; it must accept a ref and focus (a button, a link…). */
  children: ReactElement;
  /** Open delay; 250 ms by default (002 §9). */
  delayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state, for stories and tests. */
  open?: boolean;
}

/** The Radix tooltip, loaded the first time any tooltip may show. */
const popupPart = lazyPart(() => import('../private/tooltipPopup.tsx'));

/** What happened on the trigger before the popup loaded, replayed to Radix once it has. */
interface Pending {
  /** The pointer moved onto the trigger and has not left or pressed since. */
  hover?: PointerEvent<HTMLElement>;
  /** The trigger received focus, not from a pointer press, and has kept it. */
  focus?: FocusEvent<HTMLElement>;
  /** A pointer is pressed (focus from a press does not open the tooltip, as in Radix). */
  pointerDown: boolean;
  /** The trigger was pressed or clicked: moving on it no longer opens, until the pointer leaves. */
  hoverSpent: boolean;
}

/**
 * A tooltip on hover and keyboard focus, max width 350 px (002 §9). Escape closes it. The provider
 * is included so the component works on its own.
 *
 * The trigger renders at once; the tooltip itself (Radix, with its positioning engine) is loaded
 * the first time the pointer rests on a trigger or a trigger gets keyboard focus, or at once when
 * `open` is given. Loading never remounts the trigger: focus, state and refs stay.
 */
export function Tooltip({
  content,
  children,
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  side = 'top',
  open,
}: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  const Popup = useLazyPart(popupPart, wanted || open !== undefined)?.TooltipPopup;
  const triggerRef = useRef<HTMLElement | null>(null);
  const handlersRef = useRef<TriggerHandlers['current']>({});
  const [attributes, setAttributes] = useState<TriggerAttributes>({});
  const pending = useRef<Pending>({ pointerDown: false, hoverSpent: false });

  // Once Radix is there, it hears what it missed: the pointer resting on the trigger (it starts
  // the open delay) and keyboard focus (it opens at once).
  useLayoutEffect(() => {
    if (!Popup) return;
    const { hover, focus } = pending.current;
    pending.current = { pointerDown: false, hoverSpent: false };
    if (hover) handlersRef.current.onPointerMove?.(hover);
    const trigger = triggerRef.current;
    if (focus && trigger && trigger.ownerDocument.activeElement === trigger) {
      handlersRef.current.onFocus?.(focus);
    }
  }, [Popup]);

  /** Before the popup loads: remember what Radix would have acted on, and start loading it. */
  const remember = (name: TriggerEventName, event: SyntheticEvent<HTMLElement>) => {
    const state = pending.current;
    switch (name) {
      case 'onPointerMove':
        if ((event as unknown as PointerEvent).pointerType === 'touch' || state.hoverSpent) return;
        state.hover = event as PointerEvent<HTMLElement>;
        setWanted(true);
        return;
      case 'onPointerLeave':
        state.hover = undefined;
        state.hoverSpent = false;
        return;
      case 'onPointerDown':
        state.pointerDown = true;
        state.hover = undefined;
        state.hoverSpent = true;
        event.currentTarget.ownerDocument.addEventListener(
          'pointerup',
          () => (pending.current.pointerDown = false),
          { once: true },
        );
        return;
      case 'onFocus':
        if (state.pointerDown) return;
        state.focus = event as FocusEvent<HTMLElement>;
        setWanted(true);
        return;
      case 'onBlur':
        state.focus = undefined;
        return;
      case 'onClick':
        state.hover = undefined;
        state.focus = undefined;
        state.hoverSpent = true;
        return;
      default:
        name satisfies never;
    }
  };
  /** Radix's handler, or before it loads, `remember` (Slot calls the trigger's own first). */
  const dispatch = (name: TriggerEventName, event: SyntheticEvent<HTMLElement>) => {
    const radix = handlersRef.current[name];
    if (radix) radix(event);
    else remember(name, event);
  };

  return (
    <>
      {/* Slot merges into the trigger as Radix's `asChild` does: the trigger's own attributes
          win, its handlers run first, its ref still receives the element. */}
      <Slot.Root
        {...attributes}
        ref={triggerRef}
        onPointerMove={(event: PointerEvent<HTMLElement>) => dispatch('onPointerMove', event)}
        onPointerLeave={(event: PointerEvent<HTMLElement>) => dispatch('onPointerLeave', event)}
        onPointerDown={(event: PointerEvent<HTMLElement>) => dispatch('onPointerDown', event)}
        onFocus={(event: FocusEvent<HTMLElement>) => dispatch('onFocus', event)}
        onBlur={(event: FocusEvent<HTMLElement>) => dispatch('onBlur', event)}
        onClick={(event: MouseEvent<HTMLElement>) => dispatch('onClick', event)}
      >
        {children}
      </Slot.Root>
      {Popup ? (
        <Popup
          content={content}
          delayDuration={delayDuration}
          side={side}
          open={open}
          triggerRef={triggerRef}
          handlersRef={handlersRef}
          onAttributes={(next) =>
            setAttributes((current) =>
              current['aria-describedby'] === next['aria-describedby'] &&
              current['data-state'] === next['data-state']
                ? current
                : next,
            )
          }
        />
      ) : null}
    </>
  );
}
