/**
 * Keeps the bell's counter live (002 §2.11, §7.6): a socket to `/api/v2/realtime` that
 * authenticates, subscribes to the caller's notifications and refetches the unread counter on
 * every event, reconnecting with a growing delay. It answers whether the socket is live, so the
 * counter's 60 s poll runs only while it is down, and whether the counter may load: once the
 * socket is live (its first load then sees every notification the socket will not tell), or after
 * a short wait when the socket is slow or refused. So the first load is the only one, never a load
 * and then a reload on subscription.
 */
import {
  countUnreadNotificationsQueryOptions,
  getChatUnreadTotalQueryOptions,
  getChatsPageQueryOptions,
} from '@portineria/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../lib/apiClient.ts';
import { currentToken } from '../lib/tokenStore.ts';
import {
  authFrame,
  readRealtimeFrame,
  realtimeUrl,
  reconnectDelayMs,
  SUBSCRIBE_NOTIFICATIONS,
} from './realtimeFrames.ts';

/** The key of the bell's counter: the api-client's, for the active profile. */
const unreadQueryKey = () => countUnreadNotificationsQueryOptions(apiClient).queryKey;

/**
 * The chats' unread counts (the top bar's total and every page of chats): a chat message reaches
 * the other members as a notification, so each event may have changed them.
 */
const chatUnreadQueryKeys = () => [
  getChatUnreadTotalQueryOptions(apiClient).queryKey,
  // Empty criteria: TanStack's partial key match takes in every page of the chat list.
  getChatsPageQueryOptions(apiClient).queryKey,
];

/** How long the counter waits for the socket before it loads anyway (and polls). */
const SOCKET_WAIT_MS = 2_000;

/** The socket's state for the bell's counter. */
export interface RealtimeNotifications {
  /** The socket is subscribed: events refresh the counter, no polling. */
  live: boolean;
  /** The counter may load: the socket is live, or it did not come up in time. */
  settled: boolean;
}

export function useRealtimeNotifications(profileUid: string | undefined): RealtimeNotifications {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    const timer = setTimeout(() => setWaited(true), SOCKET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [profileUid]);
  useEffect(() => {
    if (!profileUid || typeof WebSocket === 'undefined') return undefined;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      const token = currentToken();
      if (stopped || !token) return;
      socket = new WebSocket(realtimeUrl(window.location));
      socket.addEventListener('open', () => socket?.send(authFrame(token, profileUid)));
      socket.addEventListener('message', (event: MessageEvent) => {
        switch (readRealtimeFrame(event.data)) {
          case 'subscribe':
            socket?.send(SUBSCRIBE_NOTIFICATIONS);
            break;
          case 'live':
            attempt = 0;
            setLive(true);
            // Whatever arrived while the socket was down; a counter not loaded yet loads now.
            if (queryClient.getQueryState(unreadQueryKey())?.dataUpdatedAt) {
              void queryClient.invalidateQueries({ queryKey: unreadQueryKey() });
            }
            break;
          case 'refresh':
            void queryClient.invalidateQueries({ queryKey: unreadQueryKey() });
            for (const queryKey of chatUnreadQueryKeys()) {
              void queryClient.invalidateQueries({ queryKey });
            }
            break;
          case 'failed':
            socket?.close();
            break;
          case 'ignore':
            break;
        }
      });
      socket.addEventListener('close', () => {
        setLive(false);
        if (stopped) return;
        retry = setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      });
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      // Closing while still connecting makes the browser log an error: close once it opens.
      if (socket?.readyState === WebSocket.CONNECTING) {
        const pending = socket;
        pending.addEventListener('open', () => pending.close());
      } else socket?.close();
      setLive(false);
    };
  }, [profileUid, queryClient]);
  return { live, settled: live || waited || typeof WebSocket === 'undefined' };
}
