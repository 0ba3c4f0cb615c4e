/**
 * Demo qualifications, the two organisations and the eight suppliers (one per supplier badge
 * state) with their links to the organisations.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import { jsonb } from '../../db/schema.ts';
import { MODULES_SHOWN_IF_DISABLED, modulesWith, supplierModules } from '../permissions.ts';
import { ORG_CONTI_MODULES, ORG_ROSSI_MODULES, idOf, insertKeyed, withJsonb } from './shared.ts';
import type { Db } from './shared.ts';

export type OrganisationsIds = Awaited<ReturnType<typeof seedOrganisations>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedOrganisations(db: Db) {
  // --- Qualifications -------------------------------------------------------------------------
  const qualificationIds = await insertKeyed(
    {
      idraulica: { name: 'Impianti idraulici' },
      elettrico: { name: 'Impianti elettrici' },
      edile: { name: 'Opere edili' },
      pulizie: { name: 'Pulizie' },
      giardinaggio: { name: 'Giardinaggio' },
      ascensori: { name: 'Ascensori' },
      assicurazioni: { name: 'Assicurazioni' },
      perizie: { name: 'Perizie' },
    },
    (values) => db.insertInto('qualifications').values(values).returning('id'),
  );
  const q = (...keys: (keyof typeof qualificationIds)[]): string =>
    keys.map((key) => String(qualificationIds[key])).join(',');

  // --- Organisations --------------------------------------------------------------------------
  const orgs = await insertKeyed(
    {
      studioRossi: {
        name1: 'Studio Rossi Amministrazioni',
        name2: 'di Giulia Rossi',
        org_type: 'administrator' as const,
        vat: '09876540961',
        nin: 'RSSGLI78C45F205X',
        street: 'Via Dante 14',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        email: 'info@studiorossi.example',
        email_e_invoice: 'studiorossi@pec.example',
        code_e_invoice: 'M5UXCR1',
        landline: '02 8645 2210',
        mobile: '347 112 3344',
        certification_status: 'validated' as const,
        modules: modulesWith(ORG_ROSSI_MODULES),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
        licence_level: 3,
        buildings_licenses_total: 10,
        settings: {
          emailsCustomization: { signature: 'Studio Rossi Amministrazioni — Via Dante 14, Milano' },
          qualificationsPack: { name: 'Pacchetto qualifiche base', licences: 20, used: 3 },
        },
      },
      contiGestioni: {
        name1: 'Conti Gestioni Immobiliari S.r.l.',
        name2: null,
        org_type: 'property_manager' as const,
        vat: '11223340015',
        nin: '11223340015',
        street: 'Corso Vittorio Emanuele II 88',
        zip: '10121',
        city: 'Torino',
        province: 'TO',
        email: 'segreteria@contigestioni.example',
        email_e_invoice: 'contigestioni@pec.example',
        code_e_invoice: 'KRRH6B9',
        landline: '011 561 0092',
        mobile: null,
        certification_status: 'validated' as const,
        modules: modulesWith(ORG_CONTI_MODULES),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
        licence_level: 2,
        buildings_licenses_total: 5,
        settings: {},
      },
    },
    (values) =>
      db
        .insertInto('organizations')
        .values(values.map((row) => withJsonb(row, ['modules_show_if_disabled'])))
        .returning('id'),
  );

  // --- Suppliers: one per supplier badge state --------------------------------------------------
  const suppliers = await insertKeyed(
    {
      idraulicaBianchi: {
        code: 'FOR-001',
        name1: 'Idraulica Bianchi S.r.l.',
        name2: null,
        vat: '04512360965',
        street: 'Via Giuseppe Mazzini 31',
        zip: '20099',
        city: 'Sesto San Giovanni',
        province: 'MI',
        email: 'info@idraulicabianchi.example',
        email_accounting: 'amministrazione@idraulicabianchi.example',
        email_planning: 'interventi@idraulicabianchi.example',
        email_system: null,
        landline: '02 2424 7788',
        mobile: '335 700 1122',
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('idraulica'),
        categories: 'Idraulica,Riscaldamento,Spurghi',
        qualification_tags: ['Idraulica', 'Termotecnica'],
        modules: modulesWith(supplierModules(true)),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
      },
      galloImpianti: {
        code: 'FOR-002',
        name1: 'Gallo Impianti Elettrici S.n.c.',
        name2: 'di Anna e Matteo Gallo',
        vat: '07788990158',
        street: 'Viale Monza 120',
        zip: '20127',
        city: 'Milano',
        province: 'MI',
        email: 'ufficio@galloimpianti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 2610 4455',
        mobile: '340 998 7711',
        system_status: 'enabled' as const,
        certification_status: 'under_evaluation' as const,
        qualifications: q('elettrico'),
        categories: 'Elettricista,Citofoni,Illuminazione',
        qualification_tags: ['Elettrico'],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
      },
      giardiniMoretti: {
        code: 'FOR-003',
        name1: 'Giardini Moretti',
        name2: 'di Luigi Moretti',
        vat: null,
        street: 'Via delle Rose 4',
        zip: '20020',
        city: 'Arese',
        province: 'MI',
        email: 'luigi.moretti@giardinimoretti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: null,
        mobile: '333 456 7890',
        system_status: 'enabled' as const,
        certification_status: null,
        qualifications: q('giardinaggio'),
        categories: 'Giardinaggio,Potature',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      edilMarchetti: {
        code: 'FOR-004',
        name1: 'Edil Costruzioni Marchetti S.r.l.',
        name2: null,
        vat: '03344550962',
        street: 'Via Emilia 210',
        zip: '20097',
        city: 'San Donato Milanese',
        province: 'MI',
        email: 'preventivi@edilmarchetti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 5160 3300',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('edile'),
        categories: 'Edilizia,Tinteggiature,Impermeabilizzazioni',
        qualification_tags: ['Edile'],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      ascensoriLombardi: {
        code: 'FOR-005',
        name1: 'Ascensori Lombardi S.p.A.',
        name2: null,
        vat: '01239870158',
        street: 'Via Ripamonti 99',
        zip: '20141',
        city: 'Milano',
        province: 'MI',
        email: 'assistenza@ascensorilombardi.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 5730 1188',
        mobile: null,
        system_status: 'disabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('ascensori'),
        categories: 'Ascensori,Montacarichi',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      pulizieSplendor: {
        code: 'FOR-006',
        name1: 'Pulizie Splendor S.r.l.',
        name2: null,
        vat: '08877660011',
        street: 'Via Nizza 150',
        zip: '10126',
        city: 'Torino',
        province: 'TO',
        email: 'commerciale@pulizieplendor.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '011 663 2040',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: null,
        qualifications: q('pulizie'),
        categories: 'Pulizie,Sanificazioni',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      assicurazioniTorre: {
        code: 'FOR-007',
        name1: 'Assicurazioni Torre S.p.A.',
        name2: 'Agenzia Milano Centro',
        vat: '00998877661',
        street: 'Piazza Cordusio 2',
        zip: '20123',
        city: 'Milano',
        province: 'MI',
        email: 'sinistri@assicurazionitorre.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 7201 9900',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('assicurazioni'),
        categories: 'Assicurazioni',
        qualification_tags: [],
        modules: modulesWith([]),
        modules_show_if_disabled: [],
      },
      studioPeritaleFontana: {
        code: 'FOR-008',
        name1: 'Studio Peritale Fontana',
        name2: 'Perito Ing. Marco Fontana',
        vat: '05566770964',
        street: 'Via Torino 61',
        zip: '20123',
        city: 'Milano',
        province: 'MI',
        email: 'perizie@studiofontana.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 8909 1212',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('perizie'),
        categories: 'Perizie',
        qualification_tags: [],
        modules: modulesWith([]),
        modules_show_if_disabled: [],
      },
    },
    (values) =>
      db
        .insertInto('suppliers')
        .values(
          values.map((row) => withJsonb(row, ['qualification_tags', 'modules_show_if_disabled'])),
        )
        .returning('id'),
  );
  const S = (key: keyof typeof suppliers): number => idOf(suppliers, key);

  // Each organisation's registry: Edil Marchetti is disabled at Studio Rossi ('Accesso disabilitato').
  const registry: [keyof typeof orgs, keyof typeof suppliers, 'enabled' | 'disabled', string][] = [
    ['studioRossi', 'idraulicaBianchi', 'enabled', 'SR-IDR-01'],
    ['studioRossi', 'galloImpianti', 'enabled', 'SR-ELE-01'],
    ['studioRossi', 'giardiniMoretti', 'enabled', 'SR-GIA-01'],
    ['studioRossi', 'edilMarchetti', 'disabled', 'SR-EDI-01'],
    ['studioRossi', 'ascensoriLombardi', 'enabled', 'SR-ASC-01'],
    ['studioRossi', 'pulizieSplendor', 'enabled', 'SR-PUL-01'],
    ['studioRossi', 'assicurazioniTorre', 'enabled', 'SR-ASS-01'],
    ['studioRossi', 'studioPeritaleFontana', 'enabled', 'SR-PER-01'],
    ['contiGestioni', 'idraulicaBianchi', 'enabled', 'CG-01'],
    ['contiGestioni', 'galloImpianti', 'enabled', 'CG-02'],
    ['contiGestioni', 'pulizieSplendor', 'enabled', 'CG-03'],
  ];
  await db
    .insertInto('organization_suppliers')
    .values(
      registry.map(([org, supplier, status, code]) => ({
        organization_id: idOf(orgs, org),
        supplier_id: S(supplier),
        status,
        code,
        tags: jsonb(status === 'disabled' ? ['Contestazione in corso'] : ['Affidabile']),
      })),
    )
    .execute();
  return { S, orgs, q, suppliers };
}
