export {
  ASSIGNED_TO_ME_SOURCE_PERMISSIONS,
  ASSIGNED_TO_ME_SOURCES,
  assignedToMeAllowedSources,
  mergeAssignedToMe,
} from './assignedToMe.ts';
export type {
  AssignedToMeItem,
  AssignedToMeLists,
  AssignedToMeRecord,
  AssignedToMeSource,
} from './assignedToMe.ts';
export {
  componentsForCell,
  dashboardCellDisplay,
  dashboardWidgetState,
  fixedDashboardWidgets,
  resolveDashboardCell,
} from './componentPicker.ts';
export type {
  ComponentsForCellInput,
  DashboardCellDisplay,
  DashboardCellResolution,
  DashboardPickerCategory,
  DashboardPickerOption,
  DashboardWidgetDisplayState,
  FixedDashboardWidget,
} from './componentPicker.ts';
export {
  canPlaceDashboardComponent,
  dashboardStorageKey,
  defaultDashboardFor,
  isConfigurationComplete,
  migrateDashboardConfiguration,
  parseStoredDashboard,
} from './configuration.ts';
export type { DashboardPlacement } from './configuration.ts';
export {
  dashboardToSave,
  dashboardWizardMachine,
  DASHBOARD_WIZARD_EXIT_PATH,
  wizardStartingConfiguration,
} from './dashboardWizard.machine.ts';
export type {
  DashboardWizardContext,
  DashboardWizardError,
  DashboardWizardEvent,
  DashboardWizardInput,
  DashboardWizardOutput,
  DashboardWizardStep,
} from './dashboardWizard.machine.ts';
export {
  cellSizesOf,
  DASHBOARD_VARIANTS,
  emptyDashboardConfiguration,
  gridPlacement,
  gridRowHeights,
  isDashboardVariant,
  isSameCellSize,
} from './layout.ts';
export type { DashboardRowHeight } from './layout.ts';
export {
  pinnedCountByGroup,
  pinnedLinkCheckboxState,
  pinnedLinksError,
  togglePinnedLink,
} from './pinnedLinks.ts';
export type { PinnedLinkCheckboxState, PinnedLinkGroup } from './pinnedLinks.ts';
export type {
  ActivityPreviewProps,
  CalendarEventPreviewProps,
  DashboardCellPlacement,
  DashboardCellSize,
  DashboardConfiguration,
  DashboardCounterEntity,
  DashboardMessageKey,
  DashboardPermissionsMode,
  DashboardVariant,
  DashboardViewReference,
  DashboardWidget,
  DashboardWidgetCategory,
  DashboardWidgetId,
  DashboardWidgetMode,
  DashboardWidgetPreview,
  OrderPreviewProps,
  OrderQuotesPreviewProps,
  TicketPreviewProps,
} from './types.ts';
export {
  initialUsrBuildingSelection,
  NO_USR_BUILDING,
  selectedUsrBuilding,
  usrBuildingNavigation,
  usrBuildingSelection,
  usrShortcuts,
} from './usrDashboard.ts';
export type {
  UsrBuilding,
  UsrBuildingSelectionAction,
  UsrBuildingSelectionState,
  UsrShortcutId,
} from './usrDashboard.ts';
export {
  DAILY_EVENTS_CALENDAR_PATH,
  dailyEventsNewEventTarget,
  quotesWidgetItem,
  ticketsWidgetPresentation,
} from './widgetPresentation.ts';
export type {
  QuoteSummary,
  QuotesWidgetItem,
  TicketsWidgetPresentation,
} from './widgetPresentation.ts';
export {
  buildingsCounterIdFor,
  DASHBOARD_WIDGET_CATEGORIES,
  DASHBOARD_WIDGETS,
  dashboardWidgetById,
  isWidgetForOrgType,
  orgDashboardWidgets,
} from './widgets.ts';
export {
  dashboardItemHref,
  dashboardViewHref,
  dashboardViewOfList,
  dashboardWidgetHref,
} from './widgetLinks.ts';
export type { DashboardItemReference, DashboardLinkRole } from './widgetLinks.ts';
export { dashboardWidgetPermission } from './widgetPermission.ts';
export { dashboardViewLabel } from './viewLabels.ts';
