/**
 * What `seedDemo` returns: the ids of the demo records, so that contract and authorisation tests
 * never hard-code an id.
 */

/** The keys of the demo accounts (brief: "Demo accounts"). */
export type DemoAccountKey =
  'giulia' | 'luca' | 'sara' | 'paolo' | 'anna' | 'maria' | 'marco' | 'elena';

/** One profile of a demo account. */
export interface DemoProfile {
  /** `portineria:<org|spl|usr|sys>:<id>`, the value of the profile header. */
  uid: string;
  /** profiles.id */
  profileId: number;
  /** `org_3`, `usr_2`… */
  role: string;
  roleType: 'ORG' | 'SPL' | 'USR' | 'SYS';
  /** ORG: organization id; SPL: supplier id; USR: contact id; SYS: 0. */
  companyId: number;
}

/** A demo account: the user and its profiles. */
export interface DemoAccount {
  key: DemoAccountKey;
  userId: number;
  email: string;
  displayName: string;
  /** The profiles, in the order the profile list returns them (the main one first). */
  profiles: DemoProfile[];
  /** The profile of each role type the account holds. */
  profileByType: Partial<Record<DemoProfile['roleType'], DemoProfile>>;
  /** The employee row of the account (ORG and SPL accounts), if any. */
  employeeId: number | null;
  /** The contact row of the account (USR accounts), if any. */
  contactId: number | null;
}

/** Key records of one organisation (tenant), for cross-tenant tests. */
export interface DemoTenantRecords {
  organizationId: number;
  /** A condominium of the organisation. */
  buildingId: number;
  /** A private building of the organisation. */
  privateBuildingId: number;
  unitId: number;
  contactId: number;
  employeeId: number;
  /** An open service order (ODS). */
  orderId: number;
  /** An open contract (ODP). */
  contractId: number;
  activityId: number;
  ticketId: number;
  /** A claim (the property-manager organisation has one although its claims module is off). */
  claimId: number;
  chatId: number;
  noticeId: number;
  pollId: number;
  calendarEventId: number;
  reminderId: number;
  tokenId: number;
  quoteId: number;
  communicationId: number;
}

/** Key records of one supplier company. */
export interface DemoSupplierRecords {
  supplierId: number;
  /** An order of Studio Rossi assigned to the supplier, if any. */
  orderId: number | null;
  folderId: number | null;
  calendarEventId: number | null;
  reminderId: number | null;
}

/** The ids `seedDemo` returns. */
export interface DemoSeed {
  /** The `now` the dates were computed from (ISO). */
  now: string;
  accounts: Record<DemoAccountKey, DemoAccount>;
  /** The same accounts by e-mail. */
  accountsByEmail: Record<string, DemoAccount>;
  organizations: {
    /** "Studio Rossi Amministrazioni", administrator (Giulia, Luca). */
    studioRossi: number;
    /** "Conti Gestioni Immobiliari S.r.l.", property manager with the claims module off (Sara). */
    contiGestioni: number;
  };
  suppliers: {
    /** 'Validato' (Paolo Bianchi). */
    idraulicaBianchi: number;
    /** 'Da validare' (Anna Gallo). */
    galloImpianti: number;
    /** vat null: 'Con prestazioni occasionali'. */
    giardiniMoretti: number;
    /** disabled in Studio Rossi's registry: 'Accesso disabilitato'. */
    edilMarchetti: number;
    /** system status disabled: 'Accesso sospeso'. */
    ascensoriLombardi: number;
    /** enabled, no certification: no badge. */
    pulizieSplendor: number;
    /** insurance company (claims ICMP). */
    assicurazioniTorre: number;
    /** loss adjuster (claims IEXP). */
    studioPeritaleFontana: number;
  };
  buildings: {
    /** Condominium with an active licence (Maria is a tenant there). */
    manzoni: number;
    buenosAires: number;
    /** Externally managed (by Conti Gestioni, the property manager). */
    parcoTigli: number;
    /** Disabled. */
    padova: number;
    /** Maria's private house. */
    villaVerdi: number;
    /** The container of the users without a building. */
    buildinglessContainer: number;
    /** Conti: condominium (Giulia's usr profile). */
    mimose: number;
    /** Conti: Marco's private house. */
    casaFerri: number;
    /** Conti: Marco's private flat. */
    viaRoma: number;
  };
  tenants: {
    studioRossi: DemoTenantRecords;
    contiGestioni: DemoTenantRecords;
  };
  supplierRecords: {
    idraulicaBianchi: DemoSupplierRecords;
    galloImpianti: DemoSupplierRecords;
  };
  /** Orders of Studio Rossi by the chip state they were seeded for. */
  ordersByState: Record<string, number>;
}

/** What `seedBulkOrders` reports. */
export interface BulkOrdersResult {
  inserted: number;
  firstId: number;
  lastId: number;
}
