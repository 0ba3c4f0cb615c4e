/**
 * The calendar (002 §2.1, §3.1–3.3, §4.2, §5.1, §6): events, reminders and the colleagues of a
 * calendar, each its own resource over the same owner rules (./owner.ts).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { mountResource } from '../../layer/resource.ts';
import { register as registerColleagues } from './colleagues.ts';
import { calendarItemsResource } from './items.ts';
import { planOrderRoutes } from './planOrder.ts';
import { EVENTS, REMINDERS } from './reminders.ts';

/** Registers the calendar routes. */
export function register(api: Hono<AppEnv>): void {
  const events = calendarItemsResource(EVENTS);
  mountResource(api, {
    ...events,
    extend: (routes) => {
      events.extend?.(routes);
      planOrderRoutes(routes);
    },
  });
  mountResource(api, calendarItemsResource(REMINDERS));
  registerColleagues(api);
}
