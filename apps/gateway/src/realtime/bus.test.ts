import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRealtimeBus } from './bus.ts';
import {
  chatChannel,
  notificationsChannel,
  publishChatMessage,
  publishNotification,
  readChatMessageEvent,
} from './channels.ts';

describe('in-process realtime bus (PGlite deployments)', () => {
  it('delivers a payload to every subscriber of its channel, and only of its channel', async () => {
    const bus = createMemoryBus();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const other: unknown[] = [];
    bus.subscribe('chat:1', (payload) => first.push(payload));
    bus.subscribe('chat:1', (payload) => second.push(payload));
    bus.subscribe('chat:2', (payload) => other.push(payload));

    await bus.publish('chat:1', { chatId: 1, messageId: 7 });

    expect(first).toEqual([{ chatId: 1, messageId: 7 }]);
    expect(second).toEqual([{ chatId: 1, messageId: 7 }]);
    expect(other).toEqual([]);
  });

  it('hands each subscriber a copy, as a payload that crossed the database would be', async () => {
    const bus = createMemoryBus();
    const payload = { title: 'Nuovo ticket' };
    let received: unknown;
    bus.subscribe('notifications:3', (value) => {
      received = value;
    });

    await bus.publish('notifications:3', payload);

    expect(received).toEqual(payload);
    expect(received).not.toBe(payload);
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const bus = createMemoryBus();
    const received: unknown[] = [];
    const unsubscribe = bus.subscribe('chat:1', (payload) => received.push(payload));
    await bus.publish('chat:1', 1);
    unsubscribe();
    await bus.publish('chat:1', 2);
    bus.subscribe('chat:1', (payload) => received.push(payload));
    await bus.close();
    await bus.publish('chat:1', 3);

    expect(received).toEqual([1]);
  });

  it('a failing subscriber does not keep the others from their event', async () => {
    const bus = createMemoryBus();
    const received: unknown[] = [];
    bus.subscribe('chat:1', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('chat:1', (payload) => received.push(payload));

    await bus.publish('chat:1', 'ok');

    expect(received).toEqual(['ok']);
  });

  it('createRealtimeBus without a database URL is the in-process bus', async () => {
    const bus = await createRealtimeBus({});
    const received: unknown[] = [];
    bus.subscribe('chat:9', (payload) => received.push(payload));

    await bus.publish('chat:9', { ok: true });
    await bus.close();

    expect(received).toEqual([{ ok: true }]);
  });
});

describe('channels', () => {
  it('name the chat and notification channels and carry ids, not records', async () => {
    const bus = createMemoryBus();
    const chat: unknown[] = [];
    const notifications: unknown[] = [];
    bus.subscribe(chatChannel(12), (payload) => chat.push(payload));
    bus.subscribe(notificationsChannel(4), (payload) => notifications.push(payload));

    await publishChatMessage(bus, 12, 345);
    await publishNotification(bus, 4, { id: 1, title: 'Avviso' });

    expect(chatChannel(12)).toBe('chat:12');
    expect(notificationsChannel(4)).toBe('notifications:4');
    expect(chat).toEqual([{ chatId: 12, messageId: 345 }]);
    expect(notifications).toEqual([{ id: 1, title: 'Avviso' }]);
  });

  it.each([
    [
      { chatId: 1, messageId: 2 },
      { chatId: 1, messageId: 2 },
    ],
    [{ chatId: '1', messageId: 2 }, undefined],
    [{ chatId: 1 }, undefined],
    [null, undefined],
    ['chat:1', undefined],
  ])('readChatMessageEvent(%j) → %j', (payload, expected) => {
    expect(readChatMessageEvent(payload)).toEqual(expected);
  });
});
