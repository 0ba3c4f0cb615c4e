export { isBuildingDisabled } from './buildingStatus.ts';
