/**
 * The one realtime chat transport of the app (002 §7.3): the reference gateway's adapter over the
 * app's api-client, so it sends the same token and profile. Created on first use — the chat
 * screens load it with their chunk — and kept for the session: one socket serves every chat.
 */
import type { ChatTransport } from '@portineria/api-client';
import { createGatewayChatTransport } from '@portineria/api-client/chat/gateway';
import { apiClient } from './apiClient.ts';

let transport: ChatTransport | undefined;

/** The app's chat transport. */
export function chatTransport(): ChatTransport {
  transport ??= createGatewayChatTransport({ http: apiClient.http });
  return transport;
}
