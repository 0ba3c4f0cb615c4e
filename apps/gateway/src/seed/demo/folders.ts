/**
 * Demo qualification folder types and the suppliers' folders: empty, expired, expiring, valid.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { CertificationFoldersTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed, withJsonb } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';

export type FoldersIds = Awaited<ReturnType<typeof seedFolders>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedFolders(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'q' | 'suppliers'>,
) {
  const { day } = clock;
  const year = clock.now.getFullYear();
  const { S, orgs, q } = ids;

  // --- Qualification folders: empty, expired, expiring, valid ---------------------------------
  const folderTypes = await insertKeyed(
    {
      durc: {
        organization_id: null,
        name: 'Documento unico di regolarità contributiva (DURC)',
        owner: 'CONSULTANT' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile', 'pulizie'),
        current_subtype: String(year),
        validity_months: 4,
      },
      visura: {
        organization_id: null,
        name: 'Visura camerale',
        owner: 'CONSULTANT' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile'),
        current_subtype: String(year),
        validity_months: 6,
      },
      questionario: {
        organization_id: null,
        name: 'Questionario di qualifica',
        owner: 'CONSULTANT' as const,
        kind: 'FORM' as const,
        qualifications: q('idraulica', 'elettrico'),
        current_subtype: String(year),
        validity_months: 12,
      },
      polizza: {
        organization_id: orgs.studioRossi,
        name: 'Polizza di responsabilità civile',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile'),
        current_subtype: String(year),
        validity_months: 12,
      },
      conformita: {
        organization_id: orgs.studioRossi,
        name: 'Dichiarazione di conformità degli impianti',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico'),
        current_subtype: String(year),
        validity_months: 24,
      },
      formazione: {
        organization_id: orgs.studioRossi,
        name: 'Attestati di formazione sulla sicurezza',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile', 'pulizie'),
        current_subtype: String(year),
        validity_months: 60,
      },
      // The organisation's own FORM (domain DECISIONS.md "Qualification folder forms"): a
      // supplier fills it in and Studio Rossi reviews it (the consultant's questionnaire above
      // is reviewed by its consultant, off the platform).
      autocertificazione: {
        organization_id: orgs.studioRossi,
        name: 'Autocertificazione dei requisiti del fornitore',
        owner: 'ORGANIZATION' as const,
        kind: 'FORM' as const,
        qualifications: q('idraulica', 'elettrico', 'edile'),
        current_subtype: String(year),
        validity_months: 12,
      },
    },
    (values) => db.insertInto('folder_types').values(values).returning('id'),
  );
  const folder = (
    supplier: keyof typeof ids.suppliers,
    type: keyof typeof folderTypes,
    status: number,
    expiresIn: number | null,
    items: { name: string; status: number }[],
    criticality: number | null = null,
  ): Insertable<CertificationFoldersTable> => ({
    organization_id: ['polizza', 'conformita', 'formazione', 'autocertificazione'].includes(type)
      ? orgs.studioRossi
      : null,
    supplier_id: S(supplier),
    folder_type_id: idOf(folderTypes, type),
    subtype: String(year),
    status,
    criticality,
    is_required: true,
    uploadable_by_spl: true,
    items,
    valid_from: expiresIn === null ? null : day(expiresIn - 120),
    expires_on: expiresIn === null ? null : day(expiresIn),
  });
  const folders = await insertKeyed(
    {
      bianchiValid: folder('idraulicaBianchi', 'durc', 2, 90, [{ name: 'DURC.pdf', status: 1 }]),
      bianchiExpiring: folder(
        'idraulicaBianchi',
        'visura',
        2,
        12,
        [{ name: 'Visura camerale.pdf', status: 1 }],
        2,
      ),
      bianchiEmpty: folder('idraulicaBianchi', 'questionario', 0, null, [], 3),
      bianchiExpired: folder(
        'idraulicaBianchi',
        'polizza',
        2,
        -20,
        [{ name: 'Polizza RC.pdf', status: 1 }],
        5,
      ),
      bianchiInProgress: folder(
        'idraulicaBianchi',
        'conformita',
        1,
        null,
        [
          { name: 'Dichiarazione impianto idrico.pdf', status: 1 },
          { name: 'Allegato obbligatorio.pdf', status: 0 },
        ],
        1,
      ),
      bianchiMissing: folder('idraulicaBianchi', 'formazione', 3, null, [], 4),
      bianchiSelfDeclaration: folder('idraulicaBianchi', 'autocertificazione', 0, null, [], 2),
      galloExpired: folder('galloImpianti', 'durc', 2, -5, [{ name: 'DURC.pdf', status: 1 }], 5),
      galloValid: folder('galloImpianti', 'visura', 2, 150, [{ name: 'Visura.pdf', status: 1 }]),
      galloEmpty: folder('galloImpianti', 'questionario', 0, null, []),
    },
    (values) =>
      db
        .insertInto('certification_folders')
        .values(values.map((row) => withJsonb(row, ['items'])))
        .returning('id'),
  );
  return { folders };
}
