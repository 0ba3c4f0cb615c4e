import type { CalendarEventLinks, CalendarLinkType } from './types.ts';

/**
 * Event visibility values: private 1, public 0, global (002 §3.1, §9). The spec gives no wire
 * value for global; the string 'global' is ours.
 */
export const EVENT_VISIBILITY = { public: 0, private: 1, global: 'global' } as const;

/** Reminder (and event) status: todo 0, done 1 (002 §3.2, §9). */
export const CALENDAR_STATUS = { todo: 0, done: 1 } as const;

/** The calendar views and their order in the toolbar (002 §2.1). */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;

/** The week starts on Monday (002 §9); 1 is Monday in dayjs and most calendar widgets. */
export const CALENDAR_WEEK_STARTS_ON = 1;

/** All 7 week days are shown (002 §2.1). */
export const CALENDAR_WEEK_DAYS_SHOWN = 7;

/**
 * The link types in the order of the link picker (002 §5.1: "Immobile, Fornitore, Ticket,
 * Sinistro, Ordine, Ordine ripetuto, Attività").
 */
export const CALENDAR_LINK_TYPES = [
  'building',
  'supplier',
  'ticket',
  'claim',
  'order',
  'repeatedOrder',
  'activity',
] as const satisfies readonly CalendarLinkType[];

/** The event field that holds each link type (002 §3.1). */
export const CALENDAR_LINK_FIELD = {
  building: '_building',
  supplier: '_supplier',
  ticket: '_ticket',
  claim: '_claim',
  order: '_order',
  repeatedOrder: '_order',
  activity: '_activity',
} as const satisfies Record<CalendarLinkType, keyof CalendarEventLinks>;

/** The order category behind the two order link types (002 §3.1). */
export const CALENDAR_ORDER_CATEGORY = { order: 'ODS', repeatedOrder: 'ODP' } as const;

/** Links with nothing set. */
export const EMPTY_EVENT_LINKS: Readonly<CalendarEventLinks> = Object.freeze({
  _building: null,
  _supplier: null,
  _ticket: null,
  _claim: null,
  _order: null,
  _activity: null,
});

/** The reminder badge and the openSidebar query open this panel (002 §2.1). */
export const CALENDAR_SIDE_PANELS = ['colleagues', 'reminders', 'colleaguesReminders'] as const;
