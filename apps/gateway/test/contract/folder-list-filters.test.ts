/**
 * Contract tests of the qualification folders list's filters (001 §4.7 "Filter options: Da fare
 * (TODO), Da completare (IN_PROGRESS), Completati (DONE), Mostra tutti (ALL)"): the list is paged,
 * so the server filters — `folders/search` and `folders/search/count` take domain's
 * `folderFilterCriteria` for every role that reads folders, answer only the folders in the
 * filter's states, and count exactly those. The tenant rule is unchanged: a supplier filtered to
 * a state still sees only its own folders. Each test inserts the folders it relies on (one in
 * each state, and one of another supplier).
 */
import type { ApiClient, FolderRecord } from '@portineria/api-client';
import {
  FOLDER_FILTERS,
  FOLDER_STATUS,
  folderFilterCriteria,
  type FolderFilterId,
} from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedClientFor } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
/** Paolo's company's folders, one in each state, and one of Gallo Impianti in review. */
let own: Record<keyof typeof FOLDER_STATUS, number>;
let otherSuppliers: number;

beforeAll(async () => {
  gateway = await startTestGateway();
  const { db } = gateway.gateway.deps;
  const type = await db
    .selectFrom('folder_types')
    .select('id')
    .where('name', '=', 'Polizza di responsabilità civile')
    .executeTakeFirstOrThrow();
  const insert = async (supplierId: number, status: number) =>
    (
      await db
        .insertInto('certification_folders')
        .values({
          organization_id: gateway.seed.organizations.studioRossi,
          supplier_id: supplierId,
          folder_type_id: type.id,
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bianchi = gateway.seed.suppliers.idraulicaBianchi;
  own = {
    TODO: await insert(bianchi, FOLDER_STATUS.TODO),
    IN_PROGRESS: await insert(bianchi, FOLDER_STATUS.IN_PROGRESS),
    DONE: await insert(bianchi, FOLDER_STATUS.DONE),
    MISSING: await insert(bianchi, FOLDER_STATUS.MISSING),
  };
  otherSuppliers = await insert(gateway.seed.suppliers.galloImpianti, FOLDER_STATUS.IN_PROGRESS);
});

afterAll(async () => {
  await gateway?.close();
});

/** The states a filter keeps, as domain's filter options say (null: every state). */
function statesOf(filterId: FolderFilterId): readonly number[] | null {
  return FOLDER_FILTERS.find((filter) => filter.id === filterId)?.statuses ?? null;
}

/** Every folder a client may read, with the filter's criteria. */
async function listed(client: ApiClient, filterId: FolderFilterId): Promise<FolderRecord[]> {
  return client.folders.getMany({ where: folderFilterCriteria(filterId), limit: 1000 });
}

describe('the folders list filtered by state (001 §4.7)', () => {
  it.each([
    ['paolo', 'SPL'],
    ['giulia', 'ORG'],
    ['elena', 'SYS'],
  ] as const)(
    'answers %s (%s) only the folders in each filter’s states, the count matching, and everything under Mostra tutti',
    async (account, roleType) => {
      // Arrange
      const client = await sharedClientFor(gateway, account, roleType);
      const everything = await listed(client, 'ALL');
      expect(everything.length).toBeGreaterThan(0);

      for (const filter of FOLDER_FILTERS) {
        // Act
        const rows = await listed(client, filter.id);
        const count = await client.folders.count(folderFilterCriteria(filter.id));

        // Assert
        const states = statesOf(filter.id);
        const expected = everything.filter(
          (folder) => states === null || states.includes(folder.status as number),
        );
        expect(rows.map((folder) => folder.id).sort()).toEqual(
          expected.map((folder) => folder.id).sort(),
        );
        expect(count).toBe(expected.length);
      }
      expect(await client.folders.count(folderFilterCriteria('ALL'))).toBe(everything.length);
    },
  );

  it("lists a supplier's folder of each state under its filter, and a MISSING one only under 'Mostra tutti' (DECISIONS.md)", async () => {
    // Arrange
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');

    // Act
    const ids = async (filterId: FolderFilterId) =>
      (await listed(paolo, filterId)).map((folder) => Number(folder.id));
    const todo = await ids('TODO');
    const inProgress = await ids('IN_PROGRESS');
    const done = await ids('DONE');
    const all = await ids('ALL');

    // Assert
    expect(todo).toContain(own.TODO);
    expect(inProgress).toContain(own.IN_PROGRESS);
    expect(done).toContain(own.DONE);
    for (const list of [todo, inProgress, done]) expect(list).not.toContain(own.MISSING);
    expect(all).toEqual(expect.arrayContaining(Object.values(own)));
  });

  it("keeps a supplier to its own folders under a filter: another supplier's folder in review is neither listed nor counted", async () => {
    // Arrange
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const criteria = folderFilterCriteria('IN_PROGRESS');

    // Act
    const rows = await paolo.folders.getMany({ where: criteria, limit: 1000 });
    const count = await paolo.folders.count(criteria);

    // Assert
    expect(rows.map((folder) => Number(folder.id))).not.toContain(otherSuppliers);
    expect(
      rows.every((folder) => folder._supplier === gateway.seed.suppliers.idraulicaBianchi),
    ).toBe(true);
    expect(count).toBe(rows.length);
  });
});
