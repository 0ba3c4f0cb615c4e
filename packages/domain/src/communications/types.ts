/**
 * Communications as the rules of this area read them, with the spec's field names (001 §3
 * "Communication: id, type, status, sendingDate, object, buildings, usr_openedIn{product}").
 */

/**
 * A communication status. SENT is the only one the spec names (001 §4.5); the others are not
 * shown, so the type stays open to them as plain strings.
 */
export type CommunicationStatus = 'SENT' | (string & {});

/** The key of the per-product "opened by the user" flag (001 §3 "usr_openedIn{product}"). */
export type OpenedInKey = `usr_openedIn${string}`;

/** A communication. */
export interface Communication {
  id: string;
  /** 'corrispondenza' for a correspondence (001 §7). */
  type: string;
  status: CommunicationStatus;
  sendingDate?: string | null;
  object: string;
  buildings?: readonly unknown[];
  /** Whether the user has opened it in a product: `usr_openedIn{product}` (001 §3). */
  [openedIn: OpenedInKey]: boolean | null | undefined;
}

/** The where of the unread correspondence calls (001 §7). */
export type CorrespondenceCriteria = {
  type: 'corrispondenza';
  status: 'SENT';
} & Record<OpenedInKey, false>;

/** The body of the correspondence list call (001 §7). */
export interface CorrespondenceQuery {
  where: CorrespondenceCriteria;
  order: readonly (readonly [field: 'sendingDate', direction: 'DESC'])[];
  limit: number;
  /** The next_offset_key of the previous page; absent for the first page. */
  offset_key?: string;
}
