/**
 * Sample menus of 002 §2.10 for the stories of NavDrawer and AppShell (not exported by the
 * package). The labels are realistic Italian sample data; the app builds its menus from the
 * profile and the permission decisions of domain.
 */
import { lockMessage } from '@portineria/domain';
import type { PermissionDecision } from '@portineria/domain';
import {
  Archive,
  Building,
  Building2,
  CalendarDays,
  ChartColumn,
  ChartGantt,
  ClipboardList,
  Coins,
  Contact,
  DoorOpen,
  FileSignature,
  FileText,
  FolderCheck,
  Handshake,
  House,
  KeyRound,
  KeySquare,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  ListTodo,
  Mail,
  Mails,
  Megaphone,
  MessagesSquare,
  Package,
  PackageSearch,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Sparkles,
  Truck,
  Users,
  Vote,
  Wrench,
} from 'lucide-react';
import type { MouseEvent, ReactElement } from 'react';
import type { NavItem, NavLinkRenderProps, NavSection } from './NavDrawer.tsx';

const icon = (Icon: typeof House) => <Icon size={20} aria-hidden />;

const locked: PermissionDecision = {
  state: 'locked',
  reason: 'not-permitted',
  message: lockMessage('not-permitted'),
};
const moduleDisabled: PermissionDecision = {
  state: 'locked',
  reason: 'module-disabled',
  message: lockMessage('module-disabled'),
};
const hidden: PermissionDecision = { state: 'hidden' };

/** A stand-in for react-router's Link: no page load, the story stays where it is. */
export function storyRenderLink({
  href,
  item: _item,
  onClick,
  children,
  ...props
}: NavLinkRenderProps): ReactElement {
  return (
    <a
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        onClick(event);
      }}
    >
      {children}
    </a>
  );
}

/** The organisation menu with every group of 002 §2.10. */
export const orgSections: NavSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: icon(LayoutDashboard), href: '/ORG/dashboard' },
      { id: 'calendar', label: 'Calendario', icon: icon(CalendarDays), href: '/ORG/calendar' },
      { id: 'tickets', label: 'Ticket', icon: icon(LifeBuoy), href: '/ORG/GEN/tickets' },
      {
        id: 'systemSuppliers',
        label: 'Fornitori di sistema',
        icon: icon(Truck),
        href: '/ORG/systemSuppliers',
      },
    ],
  },
  {
    id: 'managed',
    subtitle: 'In gestione',
    items: [
      {
        id: 'externalBuildings',
        label: 'Immobili esterni',
        icon: icon(Building),
        href: '/ORG/TAB/externalBuildings',
      },
    ],
  },
  {
    id: 'registry',
    subtitle: 'Anagrafiche',
    items: [
      {
        id: 'privateBuildings',
        label: 'Immobili privati',
        icon: icon(House),
        href: '/ORG/TAB/buildings/private',
      },
      {
        id: 'condominiums',
        label: 'Condomini',
        icon: icon(Building2),
        href: '/ORG/TAB/buildings/condominium',
      },
      { id: 'suppliers', label: 'Fornitori', icon: icon(Truck), href: '/ORG/TAB/suppliers' },
      { id: 'employees', label: 'Dipendenti', icon: icon(Users), href: '/ORG/TAB/employees' },
      { id: 'contacts', label: 'Clienti', icon: icon(Contact), href: '/ORG/TAB/contacts/clients' },
      { id: 'units', label: 'Unità immobiliari', icon: icon(DoorOpen), href: '/ORG/TAB/units' },
      { id: 'entitlements', label: 'Diritti', icon: icon(KeyRound), href: '/ORG/TAB/entitlements' },
      {
        id: 'entitlementAccess',
        label: 'Accesso ai diritti',
        icon: icon(KeySquare),
        href: '/ORG/TAB/entitlementAccess',
      },
    ],
  },
  {
    id: 'secretariat',
    subtitle: 'Segreteria',
    items: [
      {
        id: 'maintenances',
        label: 'Manutenzioni programmate',
        icon: icon(Wrench),
        href: '/ORG/OPR/maintenances',
      },
      { id: 'claims', label: 'Sinistri', icon: icon(ShieldAlert), href: '/ORG/OPR/claims' },
      { id: 'quotes', label: 'Preventivi', icon: icon(FileText), href: '/ORG/OPR/quotes' },
      { id: 'tokens', label: 'Gettoni', icon: icon(Coins), href: '/ORG/OPR/tokens' },
    ],
  },
  {
    id: 'operations',
    subtitle: 'Operatività',
    items: [
      { id: 'orders', label: 'Ordini', icon: icon(ClipboardList), href: '/ORG/OPR/orders/service' },
      {
        id: 'contracts',
        label: 'Contratti',
        icon: icon(FileSignature),
        href: '/ORG/OPR/orders/contracts',
      },
      { id: 'tasks', label: 'Compiti', icon: icon(ListTodo), href: '/ORG/OPR/tasks' },
    ],
  },
  {
    id: 'analysis',
    subtitle: 'Analisi',
    items: [
      { id: 'report', label: 'Report', icon: icon(ChartColumn), href: '/ORG/STATS/report' },
      {
        id: 'reportTimeline',
        label: 'Report timeline',
        icon: icon(ChartGantt),
        href: '/ORG/STATS/reportTimeline',
      },
    ],
  },
  {
    id: 'communications',
    subtitle: 'Comunicazioni',
    items: [
      {
        id: 'postalService',
        label: 'Notifico online',
        icon: icon(Mail),
        onSelect: () => undefined,
      },
      { id: 'polls', label: 'Sondaggi', icon: icon(Vote), href: '/ORG/COM/polls' },
      {
        id: 'buildingChats',
        label: 'Chat condominiali',
        icon: icon(MessagesSquare),
        href: '/ORG/COM/chats',
      },
      { id: 'notices', label: 'Avvisi', icon: icon(Megaphone), href: '/ORG/COM/notices' },
    ],
  },
  {
    id: 'services',
    subtitle: 'Servizi',
    items: [
      {
        id: 'consultancies',
        label: 'Consulenze',
        icon: icon(Handshake),
        href: '/ORG/orgConsultancies/1',
      },
    ],
  },
  {
    id: 'other',
    items: [
      { id: 'news', label: 'Novità', icon: icon(Sparkles), href: '/ORG/news' },
      { id: 'settings', label: 'Impostazioni', icon: icon(Settings), href: '/ORG/settings' },
    ],
  },
];

/** Three pinned links (000 §9: at most three). */
export const orgPinned: NavItem[] = [
  {
    id: 'pinned-orders',
    label: 'Ordini',
    icon: icon(ClipboardList),
    href: '/ORG/OPR/orders/service',
  },
  { id: 'pinned-tickets', label: 'Ticket', icon: icon(LifeBuoy), href: '/ORG/GEN/tickets' },
  {
    id: 'pinned-condominiums',
    label: 'Condomini',
    icon: icon(Building2),
    href: '/ORG/TAB/buildings/condominium',
  },
];

/** The supplier menu: the tokens entry carries the red badge of the tokens not yet invoiced. */
export const splSections: NavSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: icon(LayoutDashboard), href: '/SPL/dashboard' },
      { id: 'calendar', label: 'Calendario', icon: icon(CalendarDays), href: '/SPL/calendar' },
      {
        id: 'folders',
        label: 'Cartelle certificati',
        icon: icon(FolderCheck),
        href: '/SPL/folders',
        decision: moduleDisabled,
      },
    ],
  },
  {
    id: 'registry',
    subtitle: 'ANAGRAFICHE',
    items: [
      { id: 'buildings', label: 'Immobili', icon: icon(Building2), href: '/SPL/TAB/buildings' },
      { id: 'employees', label: 'Dipendenti', icon: icon(Users), href: '/SPL/TAB/employees' },
    ],
  },
  {
    id: 'secretariat',
    subtitle: 'SEGRETERIA',
    items: [
      { id: 'claims', label: 'Sinistri', icon: icon(ShieldAlert), href: '/SPL/OPR/claims' },
      { id: 'quotes', label: 'Preventivi', icon: icon(FileText), href: '/SPL/OPR/quotes' },
      {
        id: 'procurements',
        label: 'Approvvigionamenti',
        icon: icon(ShoppingCart),
        href: '/SPL/OPR/procurements',
      },
      {
        id: 'tokens',
        label: 'Gettoni',
        icon: icon(Coins),
        href: '/SPL/OPR/tokens',
        badge: { count: 7, tone: 'error', label: '7 gettoni da fatturare' },
      },
    ],
  },
  {
    id: 'operations',
    subtitle: 'OPERATIVITÀ',
    items: [
      { id: 'orders', label: 'Ordini', icon: icon(ClipboardList), href: '/SPL/OPR/orders/service' },
      {
        id: 'contracts',
        label: 'Contratti',
        icon: icon(FileSignature),
        href: '/SPL/OPR/orders/contracts',
      },
      { id: 'activities', label: 'Attività', icon: icon(ListChecks), href: '/SPL/OPR/activities' },
      { id: 'tasks', label: 'Compiti', icon: icon(ListTodo), href: '/SPL/OPR/tasks' },
    ],
  },
];

const privateBuilding = 'Non disponibile per un immobile privato';

/** The user menu while the active building is private: communications are disabled (002 §2.10). */
export const usrSections: NavSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: icon(LayoutDashboard), href: '/USR/dashboard' },
      { id: 'tickets', label: 'Ticket', icon: icon(LifeBuoy), href: '/USR/GEN/tickets' },
      {
        id: 'systemSuppliers',
        label: 'Fornitori di sistema',
        icon: icon(Truck),
        href: '/USR/systemSuppliers',
      },
    ],
  },
  {
    id: 'operations',
    subtitle: 'OPERATIVITÀ',
    items: [
      { id: 'orders', label: 'Ordini', icon: icon(ClipboardList), href: '/USR/OPR/orders' },
      {
        id: 'contracts',
        label: 'Contratti',
        icon: icon(FileSignature),
        href: '/USR/OPR/contracts',
      },
    ],
  },
  {
    id: 'communications',
    subtitle: 'COMUNICAZIONI',
    items: [
      {
        id: 'condoCorrespondences',
        label: 'Corrispondenze condominiali',
        icon: icon(Mails),
        href: '/USR/COM/condoCorrespondences',
        disabled: true,
        disabledReason: privateBuilding,
      },
      {
        id: 'correspondences',
        label: 'Corrispondenze',
        icon: icon(Mail),
        href: '/USR/COM/correspondences',
      },
      { id: 'deliveries', label: 'Consegne', icon: icon(Package), href: '/USR/COM/deliveries' },
      {
        id: 'trackedDeliveries',
        label: 'Consegne tracciate',
        icon: icon(PackageSearch),
        href: '/USR/COM/trackedDeliveries',
      },
    ],
  },
  {
    id: 'interactions',
    subtitle: 'INTERAZIONI',
    items: [
      {
        id: 'polls',
        label: 'Sondaggi',
        icon: icon(Vote),
        href: '/USR/COM/polls',
        disabled: true,
        disabledReason: privateBuilding,
      },
      {
        id: 'chat',
        label: 'Chat',
        icon: icon(MessagesSquare),
        href: '/USR/COM/chats',
        disabled: true,
        disabledReason: privateBuilding,
      },
      {
        id: 'notices',
        label: 'Avvisi',
        icon: icon(Megaphone),
        href: '/USR/COM/notices',
        disabled: true,
        disabledReason: privateBuilding,
      },
    ],
  },
];

/** Permission states on the supplier menu: one locked, one module-disabled, hidden ones. */
export const permissionSections: NavSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: icon(LayoutDashboard), href: '/SPL/dashboard' },
      {
        id: 'archive',
        label: 'Archivio documentale',
        icon: icon(Archive),
        href: '/SPL/archive',
        decision: hidden,
      },
    ],
  },
  {
    id: 'secretariat',
    subtitle: 'SEGRETERIA',
    items: [
      {
        id: 'claims',
        label: 'Sinistri',
        icon: icon(ShieldAlert),
        href: '/SPL/OPR/claims',
        decision: { state: 'allowed' },
      },
      {
        id: 'quotes',
        label: 'Preventivi',
        icon: icon(FileText),
        href: '/SPL/OPR/quotes',
        decision: locked,
      },
      {
        id: 'folders',
        label: 'Cartelle certificati',
        icon: icon(FolderCheck),
        href: '/SPL/folders',
        decision: moduleDisabled,
      },
    ],
  },
  {
    // Every entry hidden: the whole group, subtitle included, is not rendered (002 §4.6).
    id: 'analysis',
    subtitle: 'ANALISI',
    items: [
      {
        id: 'report',
        label: 'Report',
        icon: icon(ChartColumn),
        href: '/SPL/STATS/report',
        decision: hidden,
      },
    ],
  },
];

/** Long Italian labels: they wrap, never overflow the 256 px drawer. */
export const longLabelSections: NavSection[] = [
  {
    id: 'registry',
    subtitle: 'Anagrafiche e documentazione degli immobili amministrati',
    items: [
      {
        id: 'entitlementAccess',
        label: 'Gestione degli accessi ai diritti reali sulle unità immobiliari',
        icon: icon(KeySquare),
        href: '/ORG/TAB/entitlementAccess',
      },
      {
        id: 'maintenances',
        label: 'Manutenzioni programmate degli impianti condominiali',
        icon: icon(Wrench),
        href: '/ORG/OPR/maintenances',
        badge: { count: 128 },
      },
      {
        id: 'correspondences',
        label: 'Corrispondenze condominiali con raccomandata elettronica',
        icon: icon(Mails),
        href: '/ORG/COM/correspondences',
        decision: locked,
      },
    ],
  },
];
