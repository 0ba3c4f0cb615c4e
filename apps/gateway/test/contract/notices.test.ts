/**
 * Contract tests of the notice board and the polls (F1): the client's `Notice` and `Poll` types
 * name exactly the fields the gateway sends (000 §3, §7), over the demo seed.
 */
import type { createApiClient } from '@portineria/api-client';
import type { Notice, Poll } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/contract.ts';
import type { ExactFields } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

const NOTICE_FIELDS = Object.keys({
  id: true,
  title: true,
  body: true,
  status: true,
  publishedAt: true,
  validTo: true,
  _building: true,
  buildings: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Omit<Notice, 'buildingNames'>>);

const POLL_FIELDS = Object.keys({
  id: true,
  object: true,
  question: true,
  options: true,
  status: true,
  validFrom: true,
  validTo: true,
  publishedAt: true,
  myVote: true,
  _building: true,
  buildings: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Omit<Poll, 'buildingNames'>>);

let gateway: TestGateway;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  gateway = await startTestGateway();
  client = await clientFor(gateway, 'giulia', 'ORG');
});

afterAll(async () => {
  await gateway?.close();
});

describe('the client types name what the gateway sends', () => {
  it('a notice has exactly the fields of Notice', async () => {
    const notices = await client.notices.getMany({ limit: 5 });
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(Object.keys(notice).sort()).toEqual([...NOTICE_FIELDS].sort());
    }
  });

  it("with include 'buildingNames' a notice and a poll name every building they are for (the office's detail, never a bare id)", async () => {
    const [notice] = await client.notices.getMany({ limit: 1, include: ['buildingNames'] });
    const [poll] = await client.polls.getMany({ limit: 1, include: ['buildingNames'] });
    for (const record of [notice, poll]) {
      expect(record).toBeDefined();
      expect(record?.buildings.length).toBeGreaterThan(0);
      expect(record?.buildingNames?.map((building) => building.id)).toEqual(record?.buildings);
      for (const building of record?.buildingNames ?? []) {
        const { rows } = await sql<{ name: string }>`select name from buildings
          where id = ${building.id}`.execute(gateway.gateway.deps.db);
        expect(building.name).toBe(rows[0]?.name);
      }
    }
  });

  it('a poll has exactly the fields of Poll, its status a boolean', async () => {
    const polls = await client.polls.getMany({ limit: 5 });
    expect(polls.length).toBeGreaterThan(0);
    for (const poll of polls) {
      expect(Object.keys(poll).sort()).toEqual([...POLL_FIELDS].sort());
      expect(typeof poll.status).toBe('boolean');
    }
  });
});
