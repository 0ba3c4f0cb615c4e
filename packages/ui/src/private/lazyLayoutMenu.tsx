import * as Slot from '@radix-ui/react-slot';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { lazyPart, useLazyPart } from './lazyPart.ts';
import type { LayoutMenuProps } from './layoutMenu.tsx';

/** The Radix menu with its positioning engine, loaded the first time any layout menu may open. */
const menuPart = lazyPart(() => import('./layoutMenu.tsx'));

/** The keys that open a menu from its trigger, as Radix's DropdownMenu.Trigger has them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A layout dropdown menu (`LayoutMenu`) whose Radix code loads the first time the pointer rests on
 * its trigger, the trigger gets focus or is pressed: closed menus (the avatar menu, 'Altre
 * azioni') cost nothing on the first screen. Until then the trigger is a plain button announcing
 * its menu; a press or an opening key before the menu has arrived opens it when it does, and
 * focus stays on the trigger when the menu takes it over.
 */
export function LazyLayoutMenu({
  trigger,
  tooltip,
  ...menu
}: Omit<LayoutMenuProps, 'triggerRef' | 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState<boolean | 'keyboard'>(false);
  const Menu = useLazyPart(menuPart, wanted)?.LayoutMenu;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focused = useRef(false);

  // The loaded menu renders its own trigger in place of the plain one: focus follows.
  useLayoutEffect(() => {
    if (Menu && focused.current) triggerRef.current?.focus({ preventScroll: true });
  }, [Menu]);

  if (Menu) {
    return (
      <Menu
        {...menu}
        trigger={trigger}
        triggerRef={triggerRef}
        defaultOpen={openOnArrival}
        {...(tooltip ? { tooltip } : {})}
      />
    );
  }
  const open = (event: { preventDefault: () => void }, by: true | 'keyboard') => {
    setWanted(true);
    setOpenOnArrival(by);
    event.preventDefault();
  };
  const plainTrigger = (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerMove={(event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'touch') setWanted(true);
      }}
      onFocus={() => {
        focused.current = true;
        setWanted(true);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        if (event.button === 0 && !event.ctrlKey) open(event, true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (OPENING_KEYS.has(event.key)) open(event, 'keyboard');
      }}
    >
      {trigger}
    </Slot.Root>
  );
  return tooltip ? <Tooltip content={tooltip}>{plainTrigger}</Tooltip> : plainTrigger;
}
