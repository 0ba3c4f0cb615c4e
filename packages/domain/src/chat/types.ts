/**
 * Chat entities as the spec describes them (002 §3.6, §7.3). Field names follow the wire shape.
 */

/** The chat categories (002 §3.6). */
export type ChatCategory =
  'BUILDING' | 'COMPANY' | 'ORDER' | 'CLAIM' | 'QUOTE' | 'TICKET' | 'TOKEN' | 'FOLDER';

/** The link preview of a message (002 §3.6 "external {valid, url, title, logo, miniUrl, description, app}"). */
export interface ChatLinkPreview {
  valid?: boolean;
  url?: string | null;
  title?: string | null;
  logo?: string | null;
  miniUrl?: string | null;
  description?: string | null;
  app?: string | null;
}

/**
 * The attachment of a message. The spec names the field (002 §3.6 "file") but not its shape; these
 * are the fields a list item needs to show and open it.
 */
export interface ChatFile {
  /** The attachment's id on its store (the upload's answer; a message refers to it). */
  id?: string;
  name?: string;
  url?: string;
  /** MIME type. */
  type?: string;
  /** Size in bytes. */
  size?: number;
}

/** A chat message (002 §3.6). */
export interface ChatMessage {
  /** The author's user id. */
  _user: string;
  /** Milliseconds since the epoch; messages are ordered by it (002 §4.4). */
  timestamp: number;
  message: string;
  idMessage: string;
  containsLink?: boolean;
  external?: ChatLinkPreview | null;
  file?: ChatFile | null;
}

/** What the client pushes to send a message (002 §7.3 "push of {_user, timestamp, message}"). */
export interface OutgoingChatMessage {
  _user: string;
  timestamp: number;
  message: string;
  /** The uploaded attachment the message carries (002 §3.6 "file"); the text may then be empty. */
  file?: ChatFile;
}

/** A member of a chat (002 §3.6 "users[] (_user, id, firstname, lastname)"). */
export interface ChatUser {
  _user: string;
  id?: string | number;
  firstname?: string | null;
  lastname?: string | null;
}

/** Chat info (002 §3.6, §7.3 "response data has object, status and users"). */
export interface ChatInfo {
  object?: string | null;
  /** false disables the chat (002 §4.4). */
  status: boolean;
  users: ChatUser[];
  /** Shape not given by the spec. */
  subscribers?: unknown;
  /**
   * The chat's category (002 §3.6), which 002 §7.3's info does not list: a chat opened by its
   * address learns from it the key of the session cache (DECISIONS.md "The chat's session cache
   * in the panel" 7) without waiting for the chats list.
   */
  category?: ChatCategory;
}
