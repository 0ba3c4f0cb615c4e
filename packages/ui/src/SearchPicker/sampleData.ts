/**
 * Italian sample data and fake searches for the picker stories. Deterministic: no clock, no
 * randomness; every delay is a Promise whose timer is cleared when its signal aborts.
 */
import type {
  ActivityPickerItem,
  BuildingPickerItem,
  ClaimPickerItem,
  ContactPickerItem,
  EmployeePickerItem,
  OrderPickerItem,
  SupplierPickerItem,
  TicketPickerItem,
  UnitPickerItem,
} from './SearchPicker.presentations.tsx';

/** The generic item of the SearchPicker stories: a condominium with optional details. */
export interface Condominium {
  id: string;
  name: string;
  address?: string;
  units?: number;
}

export const condominiums: Condominium[] = [
  { id: 'c1', name: 'Condominio Aurora', address: 'Milano - Via Roma 12 (MI)', units: 24 },
  { id: 'c2', name: 'Residenza I Platani', address: 'Torino - Corso Francia 220 (TO)', units: 48 },
  { id: 'c3', name: 'Palazzo Verdi', address: 'Bologna - Via dell’Indipendenza 8 (BO)' },
  { id: 'c4', name: 'Condominio Le Magnolie', units: 12 },
  {
    id: 'c5',
    name: 'Supercondominio Parco Nord',
    address: 'Milano - Via Ornato 101 (MI)',
    units: 160,
  },
  { id: 'c6', name: 'Condominio Il Gelso', address: 'Roma - Viale Marconi 45 (RM)', units: 30 },
];

export const buildings: BuildingPickerItem[] = [
  { id: 'b1', name: 'Condominio Aurora', city: 'Milano', street: 'Via Roma 12', province: 'MI' },
  {
    id: 'b2',
    name: 'Residenza I Platani',
    city: 'Torino',
    street: 'Corso Francia 220',
    province: 'to',
  },
  {
    id: 'b3',
    name: 'Palazzo Verdi',
    city: 'Bologna',
    street: 'Via dell’Indipendenza 8',
    province: 'BO',
    status: 'disabled',
  },
  { id: 'b4', name: 'Villa Rosa', city: 'Firenze', province: 'FI' },
  { id: 'b5', name: 'Magazzino Via Tortona' },
];

export const activities: ActivityPickerItem[] = [
  {
    id: 'a1',
    code: 'ATT-2024-0012',
    status: 'TODO',
    org_orders: { id: 'o1', object: 'Pulizia scale e androne', code: 'ODS-2024-0087' },
  },
  {
    id: 'a2',
    code: 'ATT-2024-0013',
    status: 'WORKING',
    org_orders: { id: 'o2', object: 'Manutenzione ascensore', code: 'ODP-2024-0004' },
  },
  {
    id: 'a3',
    code: 'ATT-2024-0009',
    status: 'DONE',
    org_orders: { id: 'o1', object: 'Pulizia scale e androne', code: 'ODS-2024-0087' },
  },
  { id: 'a4', code: 'ATT-2024-0015', status: 'TODO', org_orders: null },
  { id: 'a5', code: 'ATT-2024-0002', status: 'REJECTED', org_orders: null },
];

export const claims: ClaimPickerItem[] = [
  {
    id: 'k1',
    code: 'SIN-2024-031',
    status: 'OPEN',
    building: { id: 'b1', name: 'Condominio Aurora' },
  },
  {
    id: 'k2',
    code: 'SIN-2024-027',
    status: 'WAITING_LIQUIDATION',
    building: { id: 'b2', name: 'Residenza I Platani' },
  },
  {
    id: 'k3',
    code: 'SIN-2023-112',
    status: 'CLOSE_LIQUIDATED',
    building: { id: 'b1', name: 'Condominio Aurora' },
  },
  { id: 'k4', code: 'SIN-2024-035', status: 'VERIFYING', building: null },
  { id: 'k5', code: 'SIN-2023-098', status: 'CLOSE_NOT_LIQUIDATED', building: null },
];

export const employees: EmployeePickerItem[] = [
  { id: 'e1', fullname: 'Giulia Bianchi', _user: 'u1' },
  { id: 'e2', fullname: 'Marco Esposito', _user: null },
  { id: 'e3', fullname: 'Francesca Romano', _user: 'u3' },
  { id: 'e4', fullname: 'Luca Colombo', _user: null },
];

export const orders: OrderPickerItem[] = [
  { id: 'o1', object: 'Pulizia scale e androne', code: 'ODS-2024-0087', category: 'ODS' },
  { id: 'o2', object: 'Manutenzione ascensore', code: 'ODP-2024-0004', category: 'ODP' },
  { id: 'o3', object: 'Sostituzione citofoni', code: 'ODS-2024-0091', category: 'ODS' },
  { id: 'o4', object: null, code: 'ODP-2024-0007', category: 'ODP' },
];

export const suppliers: SupplierPickerItem[] = [
  { id: 's1', code: 'FOR-0042', name1: 'Rossi Impianti', name2: 'S.r.l.' },
  { id: 's2', code: 'FOR-0107', name1: 'Pulizie Brillanti', name2: null },
  { id: 's3', code: 'FOR-0215', name1: null, name2: null },
  { id: 's4', code: null, name1: 'Ascensori Ferrari & Figli', name2: 'S.p.A.' },
];

export const tickets: TicketPickerItem[] = [
  {
    id: 't1',
    object: 'Infiltrazione dal tetto',
    org_contacts: { fullname: 'Anna Ricci' },
  },
  { id: 't2', object: 'Cancello carraio bloccato', org_contacts: null },
  {
    id: 't3',
    object: 'Lampadine fulminate nel vano scale',
    org_contacts: { firstname: 'Paolo', lastname: 'Greco' },
  },
];

/** The reason a fake call rejects when its signal aborts, like fetch does. */
function abortError(): DOMException {
  return new DOMException('La ricerca è stata annullata', 'AbortError');
}

/** Resolves after `ms`, or rejects at once when the signal aborts (its timer is then cleared). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/** Never resolves: rejects only when the signal aborts. No timer is involved. */
export function never<T>(signal: AbortSignal): Promise<T> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError()), { once: true });
  });
}

/** A search over `items` whose text (from `textOf`) contains the typed text, case-insensitive. */
export function searchIn<T>(items: readonly T[], textOf: (item: T) => string, ms = 50) {
  return async (text: string, signal: AbortSignal): Promise<T[]> => {
    await delay(ms, signal);
    const query = text.trim().toLowerCase();
    return items.filter((item) => textOf(item).toLowerCase().includes(query));
  };
}

export const contacts: ContactPickerItem[] = [
  { id: 'c1', fullname: 'Elena Fontana', email: 'elena.fontana@example.it' },
  { id: 'c2', fullname: 'Condominio Aurora', email: null },
];

export const units: UnitPickerItem[] = [
  { id: 'u1', name: 'Appartamento 4', code: 'MZ-04' },
  { id: 'u2', name: null, code: 'MZ-B2' },
];
