/**
 * Demo buildings (condominiums, private houses, the buildingless container), their units and
 * who is entitled to them.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { EntitlementsTable, UnitsTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';

export type BuildingsIds = Awaited<ReturnType<typeof seedBuildings>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedBuildings(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'orgs'> & Pick<PeopleIds, 'C' | 'U' | 'contacts'>,
) {
  const { day } = clock;
  const { orgs, C, U } = ids;

  // --- Buildings ------------------------------------------------------------------------------
  const buildings = await insertKeyed(
    {
      manzoni: {
        organization_id: orgs.studioRossi,
        code: 'CND-001',
        name: 'Condominio Via Manzoni 12',
        doorkeeper_hours: 'Dal lunedì al sabato, 7:30–12:30 e 15:00–19:00',
        street: 'Via Alessandro Manzoni 12',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        nin: '97012340156',
        cadastral_municipality: 'Milano',
        is_private: false,
        active_building_license: true,
        licence_expires_on: day(300),
      },
      buenosAires: {
        organization_id: orgs.studioRossi,
        code: 'CND-002',
        name: 'Condominio Corso Buenos Aires 45',
        street: 'Corso Buenos Aires 45',
        zip: '20124',
        city: 'Milano',
        province: 'MI',
        nin: '97055660157',
        cadastral_municipality: 'Milano',
        is_private: false,
      },
      parcoTigli: {
        organization_id: orgs.studioRossi,
        code: 'CND-003',
        name: 'Supercondominio Parco dei Tigli',
        street: 'Via Lecco 18',
        zip: '20900',
        city: 'Monza',
        province: 'MB',
        nin: '94011220152',
        cadastral_municipality: 'Monza',
        is_private: false,
        is_managed_external: true,
        // managed for Studio Rossi by the property manager (migration 0100, buildings/manager/search)
        manager_organization_id: orgs.contiGestioni,
      },
      padova: {
        organization_id: orgs.studioRossi,
        code: 'CND-004',
        name: 'Condominio Via Padova 88',
        street: 'Via Padova 88',
        zip: '20127',
        city: 'Milano',
        province: 'MI',
        nin: '97088990158',
        cadastral_municipality: 'Milano',
        is_private: false,
        status: 'disabled' as const,
        // a disabled building that keeps its licence: the key icon of 002 §4.6
        active_building_license: true,
        licence_expires_on: day(200),
      },
      villaVerdi: {
        organization_id: orgs.studioRossi,
        code: 'PRV-001',
        name: 'Villa Verdi',
        street: 'Via dei Ciliegi 7',
        zip: '24121',
        city: 'Bergamo',
        province: 'BG',
        nin: null,
        cadastral_municipality: 'Bergamo',
        is_private: true,
      },
      buildinglessContainer: {
        organization_id: orgs.studioRossi,
        code: 'USR-000',
        name: 'Utenti senza immobile',
        street: null,
        zip: null,
        city: null,
        province: null,
        nin: null,
        cadastral_municipality: null,
        is_private: false,
        is_buildingless_users_container: true,
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        code: 'TO-001',
        name: 'Residenza Le Mimose',
        street: 'Via Po 21',
        zip: '10124',
        city: 'Torino',
        province: 'TO',
        nin: '97611220014',
        cadastral_municipality: 'Torino',
        is_private: false,
        active_building_license: true,
        licence_expires_on: day(120),
      },
      casaFerri: {
        organization_id: orgs.contiGestioni,
        code: 'TO-P01',
        name: 'Casa Ferri',
        street: 'Strada del Nobile 3',
        zip: '10024',
        city: 'Moncalieri',
        province: 'TO',
        nin: null,
        cadastral_municipality: 'Moncalieri',
        is_private: true,
      },
      viaRoma: {
        organization_id: orgs.contiGestioni,
        code: 'TO-P02',
        name: 'Appartamento Via Roma 5',
        street: 'Via Roma 5',
        zip: '10123',
        city: 'Torino',
        province: 'TO',
        nin: null,
        cadastral_municipality: 'Torino',
        is_private: true,
      },
    },
    (values) => db.insertInto('buildings').values(values).returning('id'),
  );
  const B = (key: keyof typeof buildings): number => idOf(buildings, key);
  const orgOfBuilding = (key: keyof typeof buildings): number =>
    ['mimose', 'casaFerri', 'viaRoma'].includes(key) ? orgs.contiGestioni : orgs.studioRossi;

  // --- Units ----------------------------------------------------------------------------------
  const unit = (
    building: keyof typeof buildings,
    code: string,
    name: string,
    unitType: string,
    floor: string | null,
    thousandths: number | null,
  ): Insertable<UnitsTable> => ({
    organization_id: orgOfBuilding(building),
    building_id: B(building),
    code,
    name,
    unit_type: unitType,
    staircase: unitType === 'apartment' ? 'A' : null,
    floor,
    thousandths,
    cadastral_sheet: '312',
    cadastral_parcel: '45',
    cadastral_sub: code.replace(/\D/g, '') || '1',
  });
  const units = await insertKeyed(
    {
      manzoni1: unit('manzoni', 'M-01', 'Interno 1', 'apartment', '1', 112.5),
      manzoni2: unit('manzoni', 'M-02', 'Interno 2', 'apartment', '1', 98.25),
      manzoni3: unit('manzoni', 'M-03', 'Interno 3', 'apartment', '2', 105),
      manzoni4: unit('manzoni', 'M-04', 'Interno 4', 'apartment', '2', 101.75),
      manzoniShop: unit('manzoni', 'M-N1', 'Negozio A', 'shop', 'T', 80),
      manzoniBox: unit('manzoni', 'M-B1', 'Box 1', 'garage', 'S1', 12),
      buenosAires1: unit('buenosAires', 'BA-01', 'Interno 1', 'apartment', '1', 150),
      buenosAires2: unit('buenosAires', 'BA-02', 'Interno 2', 'apartment', '2', 140),
      buenosAires3: unit('buenosAires', 'BA-03', 'Interno 3', 'apartment', '3', 145),
      parcoTigli1: unit('parcoTigli', 'PT-A1', 'Scala A interno 1', 'apartment', '1', 60),
      padova1: unit('padova', 'PD-01', 'Interno 1', 'apartment', '1', 210),
      villaVerdi: unit('villaVerdi', 'VV-01', 'Villa', 'house', null, null),
      mimose1: unit('mimose', 'LM-01', 'Interno 1', 'apartment', '1', 120),
      mimose2: unit('mimose', 'LM-02', 'Interno 2', 'apartment', '2', 130),
      mimose4: unit('mimose', 'LM-04', 'Interno 4', 'office', '3', 95),
      casaFerri: unit('casaFerri', 'CF-01', 'Casa', 'house', null, null),
      viaRoma: unit('viaRoma', 'VR-01', 'Appartamento terzo piano', 'apartment', '3', null),
    },
    (values) => db.insertInto('units').values(values).returning('id'),
  );

  // --- Entitlements ---------------------------------------------------------------------------
  const entitlement = (
    building: keyof typeof buildings,
    unitKey: keyof typeof units | null,
    contactKey: keyof typeof ids.contacts,
    roles: Partial<
      Pick<
        Insertable<EntitlementsTable>,
        'is_owner' | 'is_tennant' | 'is_councilor' | 'is_doorkeeper' | 'note' | 'contact_deputy_id'
      >
    >,
    userId: number | null = null,
  ): Insertable<EntitlementsTable> => ({
    organization_id: orgOfBuilding(building),
    building_id: B(building),
    unit_id: unitKey ? idOf(units, unitKey) : null,
    contact_id: C(contactKey),
    user_id: userId,
    ...roles,
  });
  await db
    .insertInto('entitlements')
    .values([
      entitlement(
        'manzoni',
        'manzoni4',
        'maria',
        { is_tennant: true, note: 'Inquilina dal 2021' },
        U('maria'),
      ),
      entitlement('villaVerdi', 'villaVerdi', 'maria', { is_owner: true }, U('maria')),
      entitlement('manzoni', 'manzoni4', 'colombo', { is_owner: true, is_councilor: true }),
      entitlement('manzoni', 'manzoni1', 'galli', { is_owner: true }),
      entitlement('manzoni', null, 'deLuca', {
        is_doorkeeper: true,
        note: 'Portiere dal lunedì al sabato',
      }),
      entitlement('manzoni', 'manzoniShop', 'farmacia', { is_owner: true }),
      entitlement('buenosAires', 'buenosAires2', 'barbieri', {
        is_owner: true,
        is_councilor: true,
      }),
      entitlement('buenosAires', 'buenosAires3', 'lombardo', {
        is_tennant: true,
        contact_deputy_id: C('barbieri'),
      }),
      entitlement('buenosAires', 'buenosAires1', 'barCentrale', { is_tennant: true }),
      entitlement('parcoTigli', 'parcoTigli1', 'mancini', { is_owner: true }),
      entitlement('mimose', 'mimose2', 'giuliaResident', { is_owner: true }, U('giulia')),
      entitlement('mimose', 'mimose1', 'marchi', { is_tennant: true }),
      entitlement('mimose', 'mimose4', 'immobiliarePo', { is_owner: true }),
      entitlement('mimose', 'mimose1', 'costa', { is_owner: true }),
      entitlement('casaFerri', 'casaFerri', 'marco', { is_owner: true }, U('marco')),
      entitlement('viaRoma', 'viaRoma', 'marco', { is_owner: true }, U('marco')),
    ])
    .execute();
  return { B, buildings, orgOfBuilding, units };
}
