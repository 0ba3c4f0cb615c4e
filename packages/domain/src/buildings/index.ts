export { isBuildingDisabled, showsActiveLicenceKey } from './buildingStatus.ts';
