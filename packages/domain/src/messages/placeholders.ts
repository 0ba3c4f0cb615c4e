/**
 * Filling a message's `{name}` placeholders, and the message function of one area's strings.
 *
 * Each rule reads its strings through its own area's function (`ordersMessage('orders.status.draft')`
 * from `./it-IT/orders.ts`), not through `message` of `../it-IT.ts`: that map gathers every area,
 * so a consumer of one formatter would ship the Italian strings of the whole product (about 8 KB
 * gzipped). `message` stays for the apps, which show strings of many areas anyway.
 */

/** The values of a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message with its `{name}` placeholders filled from `values`. Placeholders without a value are
 * left as they are, so a missing value is visible, not hidden.
 */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The message function of an area: its key, its placeholders filled. */
export type AreaMessage<Messages> = (
  key: keyof Messages & string,
  values?: MessageValues,
) => string;

/**
 * The message function of one area's map, typed by that map's keys. Called once per area at the
 * top of `./it-IT/<area>.ts`, with a pure annotation so a bundle that uses no string of the area
 * drops it.
 */
export function areaMessage<const Messages extends Readonly<Record<string, string>>>(
  messages: Messages,
): AreaMessage<Messages> {
  return (key, values) => fillPlaceholders(messages[key] as string, values);
}
