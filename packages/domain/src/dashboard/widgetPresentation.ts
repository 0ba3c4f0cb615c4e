/**
 * Small presentation rules of individual widgets (000 §6 ticket widget, 001 §2.7 daily events,
 * 002 §3.10 quote summary).
 */
import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import { EVENT_DATE_FORMAT } from '../constants/constants.ts';
import { dashboardMessages } from '../messages/it-IT/dashboard.ts';
import type { DashboardMessageKey } from './types.ts';

/** How the tickets list widget presents itself for a profile level. */
export interface TicketsWidgetPresentation {
  nameKey: DashboardMessageKey;
  name: string;
  /** Only the user's own tickets are listed. */
  ownTicketsOnly: boolean;
  /** Whether the widget offers the add button. */
  showAddButton: boolean;
}

/**
 * The tickets list widget (000 §6: "A ticket widget for profile level 1 shows 'I miei ticket
 * aperti' (own tickets, no add button)"); every other level sees the open tickets with the add
 * button.
 */
export function ticketsWidgetPresentation(profileLevel: number): TicketsWidgetPresentation {
  const nameKey: DashboardMessageKey =
    profileLevel === 1
      ? 'dashboard.widget.tickets_list.ownName'
      : 'dashboard.widget.tickets_list.name';
  const isLevelOne = profileLevel === 1;
  return {
    nameKey,
    name: dashboardMessages[nameKey],
    ownTicketsOnly: isLevelOne,
    showAddButton: !isLevelOne,
  };
}

/** The calendar page the daily events widget opens (001 §2.7). */
export const DAILY_EVENTS_CALENDAR_PATH = '/ORG/calendar';

/**
 * Where the daily events widget's new-event button goes (001 §2.7: "New event goes to
 * /ORG/calendar with the parameters openNew and selectedDay"). The day is written as
 * 'YYYY-MM-DD', the date format of the event form (002 §3.1), because the calendar pre-fills
 * the new event's start and end from it (002 §2.1).
 */
export function dailyEventsNewEventTarget(selectedDay: ConfigType): {
  path: string;
  query: { openNew: 'true'; selectedDay: string };
} {
  return {
    path: DAILY_EVENTS_CALENDAR_PATH,
    query: { openNew: 'true', selectedDay: dayjs(selectedDay).format(EVENT_DATE_FORMAT) },
  };
}

/** A quote summary as the quotes call returns it (002 §3.10, §7.6). */
export interface QuoteSummary {
  id?: string | number;
  category?: number | string | null;
  object?: string | null;
  dateOrder?: string | null;
  org_buildings?: { name?: string | null } | null;
  quotes?: { got?: number | null; requests?: number | null } | null;
}

/** One row of the quotes list widget, with the fields of the 'order quotes' preview (000 §3). */
export interface QuotesWidgetItem {
  id: string | number | null;
  title: string | null;
  date: string | null;
  buildingName: string | null;
  /** Quotes requested from suppliers. */
  requests: number;
  /** Quotes the suppliers submitted. */
  submit: number;
}

/**
 * A quote summary as a list row (002 §3.10 "quotes.got and quotes.requests"). Missing counts are
 * 0; the progress bar is computed from `submit` and `requests` by the orders area (002 §5.7).
 */
export function quotesWidgetItem(summary: QuoteSummary): QuotesWidgetItem {
  return {
    id: summary.id ?? null,
    title: summary.object ?? null,
    date: summary.dateOrder ?? null,
    buildingName: summary.org_buildings?.name ?? null,
    requests: summary.quotes?.requests ?? 0,
    submit: summary.quotes?.got ?? 0,
  };
}
