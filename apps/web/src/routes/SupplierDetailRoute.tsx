/**
 * The supplier's /mod screen: the registries feature's page with the organisation's chat with the
 * supplier (COMPANY) and the folders feature's section composed in for the organisation, which reviews there the qualification folders it requires of
 * the supplier (domain DECISIONS.md "Qualification folder lifecycle" 8; features never import
 * each other, the route wires them).
 */
import { ROLE_TYPE } from '@portineria/domain';
import { SupplierFolders } from '../features/folders/SupplierFolders.tsx';
import { SupplierDetailScreen } from '../features/registries/RegistryScreens.tsx';
import { useRecordRoute } from '../records/useRecordRoute.ts';
import { CompanyChatSlot } from './recordChatSlots.tsx';

export function SupplierDetailRoute() {
  const { viewer } = useRecordRoute();
  return (
    <SupplierDetailScreen
      chatSection={CompanyChatSlot}
      {...(viewer?.roleType === ROLE_TYPE.ORG ? { supplierSection: SupplierFolders } : {})}
    />
  );
}
