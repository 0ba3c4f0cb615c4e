/**
 * The web app's own Italian strings: a flat key → string map, written per area in `it-IT/` and
 * merged here. Rules' strings come from domain (`message`), components' defaults from ui
 * (`uiMessages`); only what the app itself says lives here. The screens on the sign-in path
 * read the app frame's and the dashboards' strings from `./startMessages.ts`, so the first load
 * does not carry every area's.
 */
import { calendarMessages } from './it-IT/calendar.ts';
import { chatScreenMessages } from './it-IT/chat.ts';
import { claimMessages } from './it-IT/claims.ts';
import { communicationMessages } from './it-IT/communications.ts';
import { companyMessages } from './it-IT/company.ts';
import { folderMessages } from './it-IT/folders.ts';
import { orderMessages } from './it-IT/orders.ts';
import { profileMessages } from './it-IT/profile.ts';
import { quoteMessages } from './it-IT/quotes.ts';
import { recordMessages } from './it-IT/records.ts';
import { registryMessages } from './it-IT/registries.ts';
import { supplierCompanyMessages } from './it-IT/supplierCompany.ts';
import { ticketMessages } from './it-IT/tickets.ts';
import { tokenMessages } from './it-IT/tokens.ts';
import { messageFunction, startMessages } from './startMessages.ts';

export const webMessages = {
  ...startMessages,
  ...recordMessages,
  ...calendarMessages,
  ...orderMessages,
  ...ticketMessages,
  ...claimMessages,
  ...communicationMessages,
  ...quoteMessages,
  ...tokenMessages,
  ...registryMessages,
  ...folderMessages,
  ...chatScreenMessages,
  ...profileMessages,
  ...companyMessages,
  ...supplierCompanyMessages,
} as const;

/** A key of the web app's messages. */
export type WebMessageKey = keyof typeof webMessages;

/** The message for a key with `{name}` placeholders filled from `values`. */
export const webMessage = /* @__PURE__ */ messageFunction(webMessages);
