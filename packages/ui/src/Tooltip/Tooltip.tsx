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

const MISSED_EVENTS_KEPT = 32;

/** A trigger event that reached the tooltip before Radix had loaded. */
interface MissedEvent {
  name: TriggerEventName;
  event: SyntheticEvent<HTMLElement>;
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
  const missedRef = useRef<MissedEvent[]>([]);
  const pointerDownRef = useRef(false);

  // Once Radix is there, it hears what it missed, in order, and ends where it would have been: a
  // pointer that moved onto the trigger starts the open delay, keyboard focus opens it, a click or
  // blur cancels. A press whose pointer has been released since is left out: Radix would wait for
  // a release that already happened before letting focus open the tooltip.
  useLayoutEffect(() => {
    if (!Popup) return;
    const missed = missedRef.current;
    missedRef.current = [];
    for (const { name, event } of missed) {
      if (name === 'onPointerDown' && !pointerDownRef.current) continue;
      handlersRef.current[name]?.(event);
    }
  }, [Popup]);

  /** Radix's handler once loaded; before that, the event is kept for it and Radix is loaded. */
  const dispatch = (name: TriggerEventName, event: SyntheticEvent<HTMLElement>) => {
    const radix = handlersRef.current[name];
    if (radix) {
      radix(event);
      return;
    }
    const missed = missedRef.current;
    // Only the first move after entering matters to Radix; the rest would only pile up.
    if (name === 'onPointerMove' && missed.at(-1)?.name === 'onPointerMove') return;
    missed.push({ name, event });
    // Bounded, should the download never arrive: the latest events are the ones that matter.
    if (missed.length > MISSED_EVENTS_KEPT) missed.shift();
    if (name === 'onPointerDown') {
      pointerDownRef.current = true;
      event.currentTarget.ownerDocument.addEventListener(
        'pointerup',
        () => (pointerDownRef.current = false),
        { once: true },
      );
    }
    // The pointer on the trigger (not a touch) or focus may show the tooltip: time to load it.
    const touch = (event as unknown as PointerEvent).pointerType === 'touch';
    if ((name === 'onPointerMove' && !touch) || name === 'onFocus') setWanted(true);
  };

  return (
    <>
      {/* Slot merges into the trigger as Radix's `asChild` does: the trigger's own attributes
          win, its handlers run first, its ref still receives the element. */}
      <Slot.Root
        {...attributes}
        // Until Radix has loaded, whether the tooltip is about to open is not known yet: said on
        // the trigger, so a test (the overlay suite's Escape) can wait for it to settle.
        data-tooltip-pending={wanted && !Popup ? '' : undefined}
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
