/**
 * The strings of the screens on the way from the sign-in to a dashboard — the app frame's and the
 * dashboards' — with their own `webMessage`. The modules of that path (the shell, the session, the
 * route frame, the dashboards) import it from here, so the first load carries only these two areas;
 * the screens of the other areas import `webMessage` from `./it-IT.ts`, which has every area.
 */
import { dashboardMessages } from './it-IT/dashboard.ts';
import { shellMessages } from './it-IT/shell.ts';

/** The values of a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The message function of a map: the message for a key with its `{name}` placeholders filled from
 * `values` (a placeholder without a value stays visible as it is).
 */
export function messageFunction<const Messages extends Readonly<Record<string, string>>>(
  messages: Messages,
) {
  return (key: keyof Messages & string, values: MessageValues = {}): string =>
    (messages[key] as string).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}

/** The app frame's and the dashboards' strings. */
export const startMessages = { ...shellMessages, ...dashboardMessages } as const;

/** A key of the app frame's and the dashboards' strings. */
export type StartMessageKey = keyof typeof startMessages;

/** The message for a key of the app frame or the dashboards, `{name}` placeholders filled. */
export const webMessage = /* @__PURE__ */ messageFunction(startMessages);
