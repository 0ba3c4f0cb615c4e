/**
 * Reading `entityIDs` (001 §3 Notification: "entityIDs (list of entity-name/id pairs, either as a
 * list or as a JSON string)"). The value comes from a window message or a query string, so it is
 * validated item by item: an invalid JSON string or a value of another shape gives an empty
 * list, an invalid item is dropped, never thrown.
 */

/** One entity-name/id pair, normalised: the name trimmed, the id a non-empty string. */
export interface NotificationEntityId {
  readonly entityName: string;
  readonly id: string;
}

/** The raw shape of `entityIDs`: a list of pairs or the JSON text of one. */
export type RawNotificationEntityIds =
  | ReadonlyArray<{ readonly entityName: string; readonly id: string | number }>
  | string
  | null
  | undefined;

function idText(id: unknown): string | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : undefined;
  if (typeof id !== 'string') return undefined;
  const trimmed = id.trim();
  return trimmed === '' ? undefined : trimmed;
}

function entityIdOfItem(item: unknown): NotificationEntityId | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const entityName = typeof record.entityName === 'string' ? record.entityName.trim() : '';
  const id = idText(record.id);
  return entityName !== '' && id !== undefined ? { entityName, id } : undefined;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The entity-name/id pairs of a notification, from a list or its JSON text. */
export function parseNotificationEntityIds(value: unknown): NotificationEntityId[] {
  const list = typeof value === 'string' ? parsedJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .map(entityIdOfItem)
    .filter((entityId): entityId is NotificationEntityId => entityId !== undefined);
}

/**
 * The id of the first pair with this entity name, compared case-insensitively (a sender writing
 * 'Ticket' means the same entity as 'ticket').
 */
export function entityIdOf(
  entityIds: readonly NotificationEntityId[],
  entityName: string,
): string | undefined {
  const wanted = entityName.toLowerCase();
  return entityIds.find((entityId) => entityId.entityName.toLowerCase() === wanted)?.id;
}
