import { CORRESPONDENCE_PAGE_LIMIT } from '../constants/constants.ts';
import { profileRoleType } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';
import { COMMUNICATION_STATUS_SENT, CORRESPONDENCE_TYPE } from './constants.ts';
import type {
  Communication,
  CorrespondenceCountQuery,
  CorrespondenceCriteria,
  CorrespondenceQuery,
  OpenedInKey,
} from './types.ts';

/**
 * The key of the "opened" flag of a product (001 §3 "usr_openedIn{product}"): 'Portineria' →
 * 'usr_openedInPortineria'. The product identifier is used as it is, without changing its case.
 * A blank product would name no product's flag, so it is refused.
 */
export function openedInKey(product: string): OpenedInKey {
  if (product.trim() === '') throw new RangeError('openedInKey needs a product identifier');
  return `usr_openedIn${product}`;
}

/**
 * The where of the user's unread correspondence (001 §7: "where (type "corrispondenza", status
 * SENT, usr_openedIn{product} false)").
 */
export function unreadCorrespondenceCriteria(product: string): CorrespondenceCriteria {
  return {
    type: CORRESPONDENCE_TYPE,
    status: COMMUNICATION_STATUS_SENT,
    [openedInKey(product)]: false,
  } as CorrespondenceCriteria;
}

/**
 * The body of the correspondence list call (001 §7: "a body of where (type "corrispondenza",
 * status SENT, usr_openedIn{product} false), order, limit 36 and offset_key; the response has
 * data and next_offset_key").
 *
 * The spec does not give the order: newest sent first, by sendingDate (DECISIONS.md).
 * The first page has no offset_key; the next pages pass the previous answer's next_offset_key.
 */
export function correspondenceQuery({
  product,
  offsetKey,
}: {
  product: string;
  offsetKey?: string | null;
}): CorrespondenceQuery {
  const query: CorrespondenceQuery = {
    where: unreadCorrespondenceCriteria(product),
    order: [['sendingDate', 'DESC']],
    limit: CORRESPONDENCE_PAGE_LIMIT,
  };
  if (offsetKey != null && offsetKey !== '') query.offset_key = offsetKey;
  return query;
}

/**
 * The body of the count behind the USR unread-correspondence widget (001 §2.7 "Unread
 * correspondence (USR)"; 001 §7 "Also a count"), in the counter-call shape of 000 §7
 * ("attributes empty, criteria, include, order empty").
 */
export function unreadCorrespondenceCountQuery(product: string): CorrespondenceCountQuery {
  return {
    attributes: [],
    criteria: unreadCorrespondenceCriteria(product),
    include: [],
    order: [],
  };
}

/**
 * The unread count from a counter answer (000 §7: "reads a counter array (index 1 = criteria
 * count)"); null when the call failed or the answer has no count, shown as '-' (000 §8).
 */
export function unreadCorrespondenceCount(
  counter: readonly (number | null)[] | null | undefined,
): number | null {
  const count = counter?.[1];
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/** Whether the user has opened a communication in a product (001 §4.5, 001 §3 "usr_openedIn{product}"). */
export function isCommunicationOpened(
  communication: Pick<Communication, OpenedInKey>,
  product: string,
): boolean {
  return communication[openedInKey(product)] === true;
}

/**
 * The communication as it is once opened in a product (001 §4.5: "Opening a communication marks
 * it as opened"): a copy with its flag set, for the list to update before the call answers.
 */
export function markCommunicationOpened<Item extends Pick<Communication, OpenedInKey>>(
  communication: Item,
  product: string,
): Item {
  return { ...communication, [openedInKey(product)]: true };
}

/**
 * Whether opening a communication's detail marks it opened (001 §4.5 "Opening a communication
 * marks it as opened"; 001 §3 "usr_openedIn{product}" is the user's flag): only its resident
 * recipient's opening counts, and only once — an office user reading it leaves the resident's
 * unread list as it is.
 */
export function opensAsRead(
  communication: Pick<Communication, OpenedInKey>,
  profile: Pick<Profile, 'role' | 'product'>,
): boolean {
  if (profileRoleType(profile) !== 'USR' || profile.product.trim() === '') return false;
  return !isCommunicationOpened(communication, profile.product);
}
