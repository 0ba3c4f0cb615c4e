/**
 * The web app's own Italian strings: a flat key → string map, written per area in `it-IT/` and
 * merged here. Rules' strings come from domain (`message`), components' defaults from ui
 * (`uiMessages`); only what the app itself says lives here.
 */
import { calendarMessages } from './it-IT/calendar.ts';
import { dashboardMessages } from './it-IT/dashboard.ts';
import { orderMessages } from './it-IT/orders.ts';
import { recordMessages } from './it-IT/records.ts';
import { shellMessages } from './it-IT/shell.ts';

export const webMessages = {
  ...shellMessages,
  ...recordMessages,
  ...dashboardMessages,
  ...calendarMessages,
  ...orderMessages,
} as const;

/** A key of the web app's messages. */
export type WebMessageKey = keyof typeof webMessages;

/** The message for a key with `{name}` placeholders filled from `values`. */
export function webMessage(
  key: WebMessageKey,
  values: Record<string, string | number> = {},
): string {
  return webMessages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
