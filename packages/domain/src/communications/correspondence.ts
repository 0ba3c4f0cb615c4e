import { CORRESPONDENCE_PAGE_LIMIT } from '../constants/constants.ts';
import { profileRoleType } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';
import { COMMUNICATION_STATUS_SENT, CORRESPONDENCE_TYPE } from './constants.ts';
import type {
  Communication,
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

/** Whether the user has opened a communication in a product (001 §4.5, 001 §3 "usr_openedIn{product}"). */
export function isCommunicationOpened(
  communication: Pick<Communication, OpenedInKey>,
  product: string,
): boolean {
  return communication[openedInKey(product)] === true;
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
