import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError, ResponseFormatError } from '../http/errors.ts';
import { fakeFetch, json, type FakeHandler } from '../http/testing/fakeFetch.ts';
import { countUnreadCorrespondence, getUnreadCorrespondencePage } from './usrWidgets.ts';

function clientWith(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:usr:7',
    fetch: fake.fetch,
  });
  return { fake, client };
}

const letter = {
  id: 3,
  type: 'corrispondenza',
  status: 'SENT',
  sendingDate: '2025-03-17T09:30:00.000Z',
  object: 'Avviso di pagamento rata condominiale',
  buildings: [1],
  usr_openedInportineria: false,
};

describe('getUnreadCorrespondencePage (001 §7 Communications)', () => {
  it('asks for the unread correspondence, 36 at a time, newest sent first', async () => {
    const { client, fake } = clientWith(() => json({ data: [letter], next_offset_key: 'k2' }));
    const page = await getUnreadCorrespondencePage(client, { product: 'portineria' });
    expect(fake.last().method).toBe('POST');
    expect(fake.last().url).toBe('/api/v2/communications/search');
    expect(fake.last().body).toEqual({
      where: { type: 'corrispondenza', status: 'SENT', usr_openedInportineria: false },
      order: [['sendingDate', 'DESC']],
      limit: 36,
    });
    expect(page).toEqual({
      items: [
        {
          reference: { kind: 'correspondence', id: 3 },
          id: 3,
          object: 'Avviso di pagamento rata condominiale',
          sendingDate: '2025-03-17T09:30:00.000Z',
          type: 'corrispondenza',
          buildingIds: [1],
          record: letter,
        },
      ],
      nextOffsetKey: 'k2',
    });
  });

  it('narrows to the selected building and passes the offset key of the next page', async () => {
    const { client, fake } = clientWith(() => json({ data: [], next_offset_key: null }));
    const page = await getUnreadCorrespondencePage(
      client,
      { product: 'portineria', buildingId: 12 },
      'k2',
    );
    expect(fake.last().body).toEqual({
      where: {
        type: 'corrispondenza',
        status: 'SENT',
        usr_openedInportineria: false,
        _building: 12,
      },
      order: [['sendingDate', 'DESC']],
      limit: 36,
      offset_key: 'k2',
    });
    expect(page).toEqual({ items: [], nextOffsetKey: null });
  });

  it('rejects with the typed error, and refuses an answer without next_offset_key', async () => {
    const failing = clientWith(() =>
      json({ error_code: 'FORBIDDEN', message: 'Operazione non consentita' }, 403),
    );
    await expect(
      getUnreadCorrespondencePage(failing.client, { product: 'portineria' }),
    ).rejects.toBeInstanceOf(ApiError);
    const malformed = clientWith(() => json({ rows: [] }));
    await expect(
      getUnreadCorrespondencePage(malformed.client, { product: 'portineria' }),
    ).rejects.toBeInstanceOf(ResponseFormatError);
  });
});

describe('countUnreadCorrespondence (001 §7 "Also a count")', () => {
  it('counts the unread correspondence of the selected building (counter[1])', async () => {
    const { client, fake } = clientWith(() => json({ counter: [5, 3] }));
    await expect(
      countUnreadCorrespondence(client, { product: 'portineria', buildingId: '12' }),
    ).resolves.toBe(3);
    expect(fake.last().url).toBe('/api/v2/communications/search/count');
    expect(fake.last().body).toEqual({
      attributes: [],
      criteria: {
        type: 'corrispondenza',
        status: 'SENT',
        usr_openedInportineria: false,
        _building: 12,
      },
      include: [],
      order: [],
    });
  });

  it('000 §8: a failed count rejects with the typed error', async () => {
    const { client } = clientWith(() =>
      json({ error_code: 'INTERNAL', message: 'Errore interno' }, 500),
    );
    await expect(
      countUnreadCorrespondence(client, { product: 'portineria' }),
    ).rejects.toMatchObject({ kind: 'api', code: 'INTERNAL', status: 500 });
  });
});
