/** What an organisation tells people: communications, notices, polls and notifications. */
import {
  boolean,
  createdAt,
  date,
  identity,
  integer,
  json,
  table,
  text,
  timestamp,
} from './columns.ts';

const audit = { created_at: createdAt(), updated_at: createdAt() } as const;

export const communications = table('communications', {
  id: identity(),
  organization_id: integer(),
  recipient_user_id: integer().orNull,
  recipient_contact_id: integer().orNull,
  type: text(),
  status: text().withDefault,
  sending_date: timestamp().orNull,
  object: text(),
  body: text().orNull,
  building_ids: json<number[]>().withDefault,
  usr_opened_in_portineria: boolean().withDefault,
  usr_opened_in_archivioplus: boolean().withDefault,
  opened_at: timestamp().orNull,
  ...audit,
});

/** Notices of a building's board. */
export const notices = table('notices', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  /** Every building it is for, the main one first (migration 1130). */
  building_ids: json<number[]>().withDefault,
  title: text(),
  body: text(),
  status: text().withDefault,
  published_at: timestamp().orNull,
  valid_to: date().orNull,
  ...audit,
});

/** One answer of a poll. */
export interface PollOption {
  id: number;
  label: string;
  votes: number;
}

export const polls = table('polls', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  /** Every building it is for, the main one first (migration 1130). */
  building_ids: json<number[]>().withDefault,
  object: text(),
  question: text(),
  options: json<PollOption[]>().withDefault,
  status: boolean().withDefault,
  valid_from: date().orNull,
  valid_to: date().orNull,
  /** Null for a draft (migration 1100; domain DECISIONS.md "Polls" 2). */
  published_at: timestamp().orNull,
  ...audit,
});

/**
 * One resident's vote on a poll (migration 1100; domain DECISIONS.md "Polls" 4): one per poll and
 * user; the answer's count in `polls.options` rises with it.
 */
export const pollVotes = table('poll_votes', {
  id: identity(),
  poll_id: integer(),
  user_id: integer(),
  profile_id: integer().orNull,
  option_id: integer(),
  created_at: createdAt(),
});

/** One entity reference of a notification (001 §3 entityIDs). */
export interface NotificationEntityRef {
  entityName: string;
  id: number | string;
}

export const notifications = table('notifications', {
  id: identity(),
  profile_id: integer(),
  organization_id: integer().orNull,
  message_id: text(),
  notification_type: text(),
  entity_ids: json<NotificationEntityRef[]>().withDefault,
  title: text(),
  body: text().orNull,
  status: text<'unread' | 'read'>().withDefault,
  read_at: timestamp().orNull,
  ...audit,
});
