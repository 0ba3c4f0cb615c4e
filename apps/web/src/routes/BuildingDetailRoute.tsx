/** The building's /mod screen: the registries feature's page with the building's chat composed in. */
import { BuildingDetailScreen } from '../features/registries/RegistryScreens.tsx';
import { BuildingChatSlot } from './recordChatSlots.tsx';

export function BuildingDetailRoute() {
  return <BuildingDetailScreen chatSection={BuildingChatSlot} />;
}
