import { describe, expect, it } from 'vitest';
import {
  authFrame,
  readRealtimeFrame,
  realtimeUrl,
  reconnectDelayMs,
  SUBSCRIBE_NOTIFICATIONS,
} from './realtimeFrames.ts';

describe('the bell over the realtime socket (002 §2.11 "Notifications bell. It rings for 4 s when the counter rises")', () => {
  it('opens the socket on the page origin, ws: or wss:', () => {
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/api/v2/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/api/v2/realtime',
    );
  });

  it('authenticates in the first frame, then subscribes to notifications', () => {
    expect(JSON.parse(authFrame('t', 'portineria:org:1'))).toEqual({
      type: 'auth',
      token: 't',
      profile: 'portineria:org:1',
    });
    expect(JSON.parse(SUBSCRIBE_NOTIFICATIONS)).toEqual({
      type: 'subscribe',
      channel: 'notifications',
    });
    expect(readRealtimeFrame('{"type":"authenticated"}')).toBe('subscribe');
    expect(readRealtimeFrame('{"type":"subscribed","channel":"notifications"}')).toBe('live');
  });

  it('refreshes the counter on a notifications event and ignores anything else', () => {
    expect(readRealtimeFrame('{"type":"event","channel":"notifications","payload":{}}')).toBe(
      'refresh',
    );
    expect(readRealtimeFrame('{"type":"event","channel":"chat:4","payload":{}}')).toBe('ignore');
    expect(readRealtimeFrame('{"type":"pong"}')).toBe('ignore');
    expect(readRealtimeFrame('not json')).toBe('ignore');
    expect(readRealtimeFrame('{"type":"error","error_code":"X","message":"m"}')).toBe('failed');
  });

  it('reconnects after 2 s, doubling up to 60 s', () => {
    expect([0, 1, 2, 5, 10].map(reconnectDelayMs)).toEqual([2_000, 4_000, 8_000, 60_000, 60_000]);
  });
});
