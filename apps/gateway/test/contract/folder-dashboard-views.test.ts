/**
 * Contract tests of the folders list opened from the SPL dashboard's folder chips (000 §3
 * "Folder counts: empty, expired, expiring"; 000 §7 the three 'many available' calls; domain
 * DECISIONS.md "Folder views in the folders list"): `folders/search` and `folders/search/count`
 * with `where: { folderView }` (domain `folderViewCriteria`) answer exactly the folders the chip's
 * own call counts for the same user — the same filters, under the same tenant rule — and an
 * unknown view is refused. Each test inserts the folders it relies on: one of Paolo's company in
 * each view, one in none, and one of another supplier in every view's reach. A FORM folder (the
 * demo's 'Autocertificazione dei requisiti del fornitore') leaves 'empty' once its form is
 * submitted (domain DECISIONS.md "A FORM folder is empty until its form is submitted").
 */
import type { ApiClient, FolderRecord } from '@portineria/api-client';
import {
  FOLDER_DASHBOARD_VIEWS,
  FOLDER_STATUS,
  folderCountQueries,
  folderViewCriteria,
  type FolderViewId,
} from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderItem } from '../../src/db/schema.ts';
import { sharedClientFor } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
/** Paolo's company's folders: one in each view, one in none. */
let own: Record<FolderViewId | 'none', number>;
let otherSupplier: number;

/** The gateway's day shifted by `days`, as a `YYYY-MM-DD`. */
function dayFromNow(days: number): string {
  const now = gateway.gateway.deps.now();
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const { db } = gateway.gateway.deps;
  const type = await db
    .selectFrom('folder_types')
    .select('id')
    .where('name', '=', 'Polizza di responsabilità civile')
    .executeTakeFirstOrThrow();
  const document = JSON.stringify([{ name: 'Polizza.pdf', status: 1 }]);
  const insert = async (supplierId: number, values: { items: string; expires_on: string | null }) =>
    (
      await db
        .insertInto('certification_folders')
        .values({
          organization_id: gateway.seed.organizations.studioRossi,
          supplier_id: supplierId,
          folder_type_id: type.id,
          status: FOLDER_STATUS.TODO,
          items: sql<FolderItem[]>`cast(${values.items} as jsonb)`,
          expires_on: values.expires_on,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bianchi = gateway.seed.suppliers.idraulicaBianchi;
  own = {
    empty: await insert(bianchi, { items: '[]', expires_on: null }),
    expired: await insert(bianchi, { items: document, expires_on: dayFromNow(-3) }),
    expiring: await insert(bianchi, { items: document, expires_on: dayFromNow(10) }),
    none: await insert(bianchi, { items: document, expires_on: dayFromNow(200) }),
  };
  otherSupplier = await insert(gateway.seed.suppliers.galloImpianti, {
    items: '[]',
    expires_on: dayFromNow(-3),
  });
});

afterAll(async () => {
  await gateway?.close();
});

/** The ids of folders, sorted. */
const idsOf = (folders: readonly FolderRecord[]) =>
  folders.map((folder) => Number(folder.id)).sort((left, right) => left - right);

/** The folders the list of a view holds for a client, as the list asks (a page of the search). */
function listed(client: ApiClient, view: FolderViewId): Promise<FolderRecord[]> {
  return client.folders.getMany({ where: folderViewCriteria(view), limit: 1000 });
}

describe('the folders list of a dashboard view (000 §3, §7; DECISIONS.md "Folder views in the folders list")', () => {
  it.each(FOLDER_DASHBOARD_VIEWS.map((view) => [view.id]))(
    "answers Paolo (SPL) under '%s' the folders the dashboard chip's call counts, and counts as many",
    async (view) => {
      // Arrange
      const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
      const companyId = gateway.seed.suppliers.idraulicaBianchi;

      // Act
      const rows = await listed(paolo, view);
      const count = await paolo.folders.count(folderViewCriteria(view));
      const chip = await paolo.counters.countDashboardView(
        { entity: 'folders', view },
        { companyId },
      );
      const called = await paolo.folders.getManyAvailable(
        folderCountQueries(String(companyId))[view],
      );

      // Assert
      expect(chip).toBeGreaterThan(0);
      expect(rows.length).toBe(chip);
      expect(count).toBe(chip);
      expect(idsOf(rows)).toEqual(idsOf(called));
      expect(idsOf(rows)).toContain(own[view]);
    },
  );

  it("keeps each of Paolo's views to the folders in it: a folder valid for months is in none, another supplier's never listed", async () => {
    // Arrange
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');

    // Act
    const byView = Object.fromEntries(
      await Promise.all(
        FOLDER_DASHBOARD_VIEWS.map(async (view) => [view.id, idsOf(await listed(paolo, view.id))]),
      ),
    ) as Record<FolderViewId, number[]>;

    // Assert
    expect(byView.empty).not.toContain(own.expired);
    expect(byView.expired).not.toContain(own.expiring);
    expect(byView.expiring).not.toContain(own.expired);
    for (const ids of Object.values(byView)) {
      expect(ids).not.toContain(own.none);
      expect(ids).not.toContain(otherSupplier);
    }
  });

  it("keeps Giulia (ORG) under a view to her registry's folders: the view narrows her folders, never widens them", async () => {
    // Arrange
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const everything = idsOf(await giulia.folders.getMany({ limit: 1000 }));

    // Act
    const expired = idsOf(await listed(giulia, 'expired'));

    // Assert
    expect(expired).toContain(own.expired);
    expect(expired.every((id) => everything.includes(id))).toBe(true);
    expect(await giulia.folders.count(folderViewCriteria('expired'))).toBe(expired.length);
  });

  it('refuses a view that is not a dashboard view (400 on folderView)', async () => {
    // Arrange
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');

    // Act
    const refusal = await paolo.folders
      .getMany({ where: { folderView: 'scadute' }, limit: 10 })
      .then(
        () => null,
        (error: unknown) => error,
      );

    // Assert
    expect(refusal).toMatchObject({ status: 400 });
  });
});

describe('a FORM folder in the empty view (000 §7 "status empty"; DECISIONS.md "A FORM folder is empty until its form is submitted")', () => {
  it("drops Paolo's self-declaration from 'empty' once he submits its form, in the count, the list and the chip's call, and keeps it out once Giulia approves it", async () => {
    // Arrange
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const companyId = gateway.seed.suppliers.idraulicaBianchi;
    const { db } = gateway.gateway.deps;
    const { id } = await db
      .selectFrom('certification_folders')
      .innerJoin('folder_types', 'folder_types.id', 'certification_folders.folder_type_id')
      .select('certification_folders.id')
      .where('folder_types.name', '=', 'Autocertificazione dei requisiti del fornitore')
      .where('folder_types.kind', '=', 'FORM')
      .where('certification_folders.supplier_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const emptyNow = async () => ({
      count: await paolo.folders.count(folderViewCriteria('empty')),
      listed: idsOf(await listed(paolo, 'empty')),
      called: idsOf(
        await paolo.folders.getManyAvailable(folderCountQueries(String(companyId)).empty),
      ),
    });
    const before = await emptyNow();
    const nextYear = String(gateway.gateway.deps.now().getUTCFullYear() + 1);

    // Act
    const folder = await paolo.folders.getOne(id);
    const submitted = await paolo.folders.transition(id, {
      event: {
        type: 'SUBMIT',
        expiresOn: `${nextYear}-06-30`,
        form: {
          legalRepresentative: 'Paolo Bianchi',
          durcValidUntil: `${nextYear}-03-31`,
          insurance: 'Assicurazioni Torre, polizza n. RC-118',
          employeeCount: '12',
          truthfulness: true,
        },
      },
      version: folder.updatedAt,
    });
    const afterSubmit = await emptyNow();
    await giulia.folders.transition(id, {
      event: { type: 'APPROVE' },
      version: submitted.updatedAt,
    });
    const afterApproval = await emptyNow();

    // Assert
    expect(before.listed).toContain(id);
    expect(before.called).toContain(id);
    expect(before.count).toBe(before.listed.length);
    expect(afterSubmit.count).toBe(before.count - 1);
    expect(afterSubmit.listed).toEqual(before.listed.filter((each) => each !== id));
    expect(afterSubmit.called).toEqual(afterSubmit.listed);
    expect(afterApproval).toEqual(afterSubmit);
  });
});
