/**
 * The side menus of the SPL, USR and SYS roles, with the icons only the SPL and USR menus draw
 * (activities, folders and procurements of a supplier; the correspondence and deliveries of a
 * resident). A chunk of its own, loaded as such a profile's menu is prefetched during the Loading
 * screen (or when the shell first draws it), so the ORG sign-in path does not carry them.
 * One named import per icon keeps the chunk to the icons used.
 */
import {
  FolderCheck,
  ListChecks,
  Mail,
  Mails,
  Package,
  PackageCheck,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';

/** Every role's menu, chosen by the profile's role (the SPL, USR and SYS menus come only with this chunk). */
export { navigationFor } from '@portineria/domain';

/** The icon of each SPL- or USR-only screen, by the key `navigationIconKey` gives. */
export const OTHER_ROLE_ICONS: Readonly<Record<string, LucideIcon>> = {
  activitiesList: ListChecks,
  foldersList: FolderCheck,
  procurementsList: ShoppingCart,
  condoCorrespondencesList: Mails,
  correspondencesList: Mail,
  deliveriesList: Package,
  trackedDeliveriesList: PackageCheck,
};
