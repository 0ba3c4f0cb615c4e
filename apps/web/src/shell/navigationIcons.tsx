/**
 * The icon of every side-menu entry (000 §2: below 1904 px the drawer is the 90 px rail, where the
 * icon is all a user sees and the label is the tooltip). Keyed by the entry's screen without the
 * role prefix, so the same screen has the same icon in every role's menu: `orgTicketsList` and
 * `usrTicketsList` are both 'ticketsList'; a category route adds its parameter
 * ('buildingsList:private'); the consultancy links share one icon whatever their type.
 * One named import per icon keeps the bundle to the icons used. The icons that only the SPL and
 * USR menus draw are a chunk of their own (./otherRoleNavigation.ts, with those roles' menus):
 * loaded as such a profile's menu is prefetched during the Loading screen, or when first drawn.
 */
import type { NavigationEntry } from '@portineria/domain';
import {
  BriefcaseBusiness,
  Building2,
  Calculator,
  CalendarDays,
  ChartColumn,
  ChartLine,
  ClipboardList,
  Coins,
  Contact,
  DoorClosed,
  Hammer,
  Handshake,
  House,
  IdCard,
  Landmark,
  LayoutDashboard,
  LogIn,
  Megaphone,
  MessagesSquare,
  Newspaper,
  Repeat2,
  ScrollText,
  Send,
  Settings,
  ShieldAlert,
  Store,
  Ticket,
  Truck,
  UserCheck,
  Vote,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each screen the ORG menu (and every role's shared entries) links to, by the key `navigationIconKey` gives. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  ticketsList: Ticket,
  externalBuildings: Landmark,
  'buildingsList:private': House,
  'buildingsList:condominium': Building2,
  buildingsList: Building2,
  suppliersList: Truck,
  sysSuppliers: Store,
  employeesList: IdCard,
  'contactsList:person': Contact,
  'contactsList:client': Handshake,
  unitsList: DoorClosed,
  entitlementsList: ScrollText,
  entitlementsAccessList: UserCheck,
  plannedMaintenancesList: Wrench,
  claimsList: ShieldAlert,
  quotesList: Calculator,
  tokensList: Coins,
  'ordersList:service': ClipboardList,
  'ordersList:contracts': Repeat2,
  tasksList: Hammer,
  report: ChartColumn,
  reportTimeline: ChartLine,
  postalService: Send,
  pollsList: Vote,
  chats: MessagesSquare,
  noticesList: Megaphone,
  consultancies: BriefcaseBusiness,
  changelog: Newspaper,
  settings: Settings,
  login: LogIn,
};

/**
 * The icon key of a menu entry id: the role prefix dropped and the next letter lower-cased
 * ('orgBuildingsList:private' → 'buildingsList:private'); a consultancy link's type id dropped.
 */
export function navigationIconKey(id: string): string {
  const withoutRole = id.replace(/^(org|spl|usr|sys)(?=[A-Z])/, '');
  const key = withoutRole.charAt(0).toLowerCase() + withoutRole.slice(1);
  return key.startsWith('consultancies:') ? 'consultancies' : key;
}

type IconTable = Readonly<Record<string, LucideIcon>>;

/**
 * The icon component of an entry, or undefined when none is drawn for it (a test forbids that).
 * The SPL- and USR-only icons are looked up in `otherRoles`, the table their chunk exports (the
 * shell holds it whenever it draws one of those menus: the menu comes with the same chunk).
 */
export function navigationIconOf(
  entry: Pick<NavigationEntry, 'id'>,
  otherRoles: IconTable = {},
): LucideIcon | undefined {
  const key = navigationIconKey(entry.id);
  return ICONS[key] ?? otherRoles[key];
}

/** The icon of an entry as the drawer draws it: 20 px, decorative (the label names the entry). */
export function navigationIcon(entry: Pick<NavigationEntry, 'id'>, otherRoles: IconTable = {}) {
  const Icon = navigationIconOf(entry, otherRoles);
  return Icon ? <Icon size={20} aria-hidden /> : undefined;
}
