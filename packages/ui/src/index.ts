/**
 * @portineria/ui — the one public export list: a named line per component, types separately.
 * Import the styles once at the entry: `import '@portineria/ui/fonts'` and
 * `import '@portineria/ui/styles'`, then put `lightTheme` (or `darkTheme`) on `<html>`.
 */

// Theme
export { vars } from './theme/vars.css.ts';
export { lightTheme } from './theme/lightTheme.css.ts';
export { darkTheme } from './theme/darkTheme.css.ts';
export { sprinkles } from './css/sprinkles.css.ts';
export type { Sprinkles } from './css/sprinkles.css.ts';
export { uiMessages, uiMessage } from './messages/it-IT.ts';
export type { UiMessageKey } from './messages/it-IT.ts';

// Actions
export { Button } from './Button/Button.tsx';
export type { ButtonProps } from './Button/Button.tsx';
export { IconButton } from './IconButton/IconButton.tsx';
export type { IconButtonProps } from './IconButton/IconButton.tsx';
export { Tooltip } from './Tooltip/Tooltip.tsx';
export type { TooltipProps } from './Tooltip/Tooltip.tsx';

// Overlays
export { Dialog } from './Dialog/Dialog.tsx';
export type { DialogProps } from './Dialog/Dialog.tsx';
export * as DialogParts from './Dialog/Dialog.parts.tsx';

// Data display
export { Chip } from './Chip/Chip.tsx';
export type { ChipProps } from './Chip/Chip.tsx';

// DataDisplay
export { Badge, BADGE_MAX_COUNT } from './Badge/Badge.tsx';
export type { BadgeProps } from './Badge/Badge.tsx';
export { RoleBadge } from './RoleBadge/RoleBadge.tsx';
export type { RoleBadgeProps } from './RoleBadge/RoleBadge.tsx';
export { SupplierBadge } from './SupplierBadge/SupplierBadge.tsx';
export type { SupplierBadgeProps } from './SupplierBadge/SupplierBadge.tsx';
export { OrderChips } from './OrderChips/OrderChips.tsx';
export type { OrderChipsProps } from './OrderChips/OrderChips.tsx';
export { TicketStatus } from './TicketStatus/TicketStatus.tsx';
export type { TicketStatusProps } from './TicketStatus/TicketStatus.tsx';
export { RelationChip } from './RelationChip/RelationChip.tsx';
export type { RelationChipProps, RelationEntityType } from './RelationChip/RelationChip.tsx';
export { Avatar } from './Avatar/Avatar.tsx';
export type { AvatarProps } from './Avatar/Avatar.tsx';
export { TruncatedText } from './TruncatedText/TruncatedText.tsx';
export type { TruncatedTextProps } from './TruncatedText/TruncatedText.tsx';
export { Money } from './Money/Money.tsx';
export type { MoneyProps } from './Money/Money.tsx';
export { DateTime } from './DateTime/DateTime.tsx';
export type { DateTimeProps } from './DateTime/DateTime.tsx';
export { FileSize } from './FileSize/FileSize.tsx';
export type { FileSizeProps } from './FileSize/FileSize.tsx';
export { CriticalityIndicator } from './CriticalityIndicator/CriticalityIndicator.tsx';
export type { CriticalityIndicatorProps } from './CriticalityIndicator/CriticalityIndicator.tsx';
export { CounterCard } from './CounterCard/CounterCard.tsx';
export type { CounterCardProps } from './CounterCard/CounterCard.tsx';
export { ListCard } from './ListCard/ListCard.tsx';
export type { ListCardProps, ListCardLabels } from './ListCard/ListCard.tsx';
export { DescriptionChip } from './DescriptionChip/DescriptionChip.tsx';
export type { DescriptionChipProps } from './DescriptionChip/DescriptionChip.tsx';

// Dashboard (000 §2, §3; 001 §2.7; 002 §2.12)
export { DashboardGrid } from './DashboardGrid/DashboardGrid.tsx';
export type { DashboardGridProps, DashboardGridLabels } from './DashboardGrid/DashboardGrid.tsx';
export { DashboardEditCell } from './DashboardEditCell/DashboardEditCell.tsx';
export type {
  DashboardEditCellProps,
  DashboardEditCellLabels,
} from './DashboardEditCell/DashboardEditCell.tsx';
export { DashboardCellMessage } from './DashboardCellMessage/DashboardCellMessage.tsx';
export type { DashboardCellMessageProps } from './DashboardCellMessage/DashboardCellMessage.tsx';
export { ChipCounterCard } from './ChipCounterCard/ChipCounterCard.tsx';
export type {
  ChipCounterCardProps,
  ChipCounterCardLabels,
  ChipCounterItem,
} from './ChipCounterCard/ChipCounterCard.tsx';
export { WidgetListItem } from './WidgetListItem/WidgetListItem.tsx';
export type { WidgetListItemProps } from './WidgetListItem/WidgetListItem.tsx';
export { DayNavigator } from './DayNavigator/DayNavigator.tsx';
export type { DayNavigatorProps, DayNavigatorLabels } from './DayNavigator/DayNavigator.tsx';
export { WidgetPreview } from './WidgetPreview/WidgetPreview.tsx';
export type { WidgetPreviewProps, WidgetPreviewLabels } from './WidgetPreview/WidgetPreview.tsx';
export { ComponentPicker } from './ComponentPicker/ComponentPicker.tsx';
export type {
  ComponentPickerProps,
  ComponentPickerLabels,
} from './ComponentPicker/ComponentPicker.tsx';
export { WidgetInfoSheet } from './WidgetInfoSheet/WidgetInfoSheet.tsx';
export type {
  WidgetInfoSheetProps,
  WidgetInfoSheetLabels,
} from './WidgetInfoSheet/WidgetInfoSheet.tsx';
export { LayoutCarousel } from './LayoutCarousel/LayoutCarousel.tsx';
export type {
  LayoutCarouselProps,
  LayoutCarouselLabels,
  LayoutCarouselVariant,
} from './LayoutCarousel/LayoutCarousel.tsx';
export { LauncherTile } from './LauncherTile/LauncherTile.tsx';
export type { LauncherTileProps, LauncherTileLabels } from './LauncherTile/LauncherTile.tsx';
export { AppBanner } from './AppBanner/AppBanner.tsx';
export type { AppBannerProps } from './AppBanner/AppBanner.tsx';
export { ShortcutTile } from './ShortcutTile/ShortcutTile.tsx';
export type { ShortcutTileProps, ShortcutTileLabels } from './ShortcutTile/ShortcutTile.tsx';
export { BuildingSelectorCard } from './BuildingSelectorCard/BuildingSelectorCard.tsx';
export type {
  BuildingSelectorCardProps,
  BuildingSelectorCardLabels,
} from './BuildingSelectorCard/BuildingSelectorCard.tsx';
/**
 * The router of ui's links: wrap the app in it with the router's `navigate` (and `useHref`), and
 * every ui link (dashboard cards and tiles, CounterCard, ListCard's 'Mostra tutti') navigates
 * client-side. The same props as react-aria's `RouterProvider`, without react-aria on the links.
 */
export { UiRouterProvider } from './private/uiRouter.tsx';
export type { UiRouterProviderProps } from './private/uiRouter.tsx';

// Permission
export { PermissionGate, permissionLockMessage } from './PermissionGate/PermissionGate.tsx';
export type {
  PermissionGateProps,
  PermissionGateLabels,
  PermissionGateRenderProps,
  PermissionLockProps,
} from './PermissionGate/PermissionGate.tsx';
export { PermissionGroupGate } from './PermissionGate/PermissionGroupGate.tsx';
export type {
  PermissionGroupGateProps,
  PermissionGroupGateRenderProps,
} from './PermissionGate/PermissionGroupGate.tsx';

// Pickers
export { SearchPicker } from './SearchPicker/SearchPicker.tsx';
export type {
  SearchPickerProps,
  SearchPickerSingleProps,
  SearchPickerMultipleProps,
  SearchPickerLabels,
  SearchPickerPresentation,
  SearchPickerBadge,
  SearchPickerResult,
  SearchPickerSearch,
} from './SearchPicker/SearchPicker.tsx';
export { SearchPickerDialog } from './SearchPicker/SearchPickerDialog.tsx';
export type {
  SearchPickerDialogProps,
  SearchPickerDialogSingleProps,
  SearchPickerDialogMultipleProps,
  SearchPickerDialogLabels,
} from './SearchPicker/SearchPickerDialog.tsx';
export {
  activityPickerPresentation,
  buildingPickerPresentation,
  claimPickerPresentation,
  contactPickerPresentation,
  employeePickerPresentation,
  orderPickerPresentation,
  supplierPickerPresentation,
  ticketPickerPresentation,
  unitPickerPresentation,
  isBuildingDisabled,
} from './SearchPicker/SearchPicker.presentations.tsx';
export type {
  EntityPickerLabels,
  ActivityPickerItem,
  BuildingPickerItem,
  ClaimPickerItem,
  ContactPickerItem,
  EmployeePickerItem,
  OrderPickerItem,
  SupplierPickerItem,
  TicketPickerItem,
  UnitPickerItem,
} from './SearchPicker/SearchPicker.presentations.tsx';

// Layout
export { AppShell } from './AppShell/AppShell.tsx';
export type {
  AppShellProps,
  AppShellLabels,
  AppShellNavigationMode,
} from './AppShell/AppShell.tsx';
export { NavDrawer } from './NavDrawer/NavDrawer.tsx';
export type {
  NavDrawerProps,
  NavDrawerLabels,
  NavItem,
  NavItemBadge,
  NavSection,
  NavLinkRenderProps,
} from './NavDrawer/NavDrawer.tsx';
export { useMiniDrawer, MINI_DRAWER_QUERY } from './NavDrawer/useMiniDrawer.ts';
export { ChatPanel } from './ChatPanel/ChatPanel.tsx';
export type { ChatPanelProps, ChatPanelLabels, ChatPanelState } from './ChatPanel/ChatPanel.tsx';
export { ChatLinkPreview } from './ChatPanel/ChatLinkPreview.tsx';
export type { ChatLinkPreviewLabels, ChatLinkPreviewProps } from './ChatPanel/ChatLinkPreview.tsx';
export { ChatList } from './ChatList/ChatList.tsx';
export type { ChatListProps, ChatListLabels, ChatListEntry } from './ChatList/ChatList.tsx';
export { SideDrawer } from './SideDrawer/SideDrawer.tsx';
export type { SideDrawerProps, SideDrawerLabels } from './SideDrawer/SideDrawer.tsx';
export { TopBar, useBellRing } from './TopBar/TopBar.tsx';
export type {
  TopBarProps,
  TopBarAction,
  TopBarAccount,
  TopBarMenuItem,
  TopBarLabels,
} from './TopBar/TopBar.tsx';
export { ExtensionToolbar } from './ExtensionToolbar/ExtensionToolbar.tsx';
export type {
  ExtensionToolbarProps,
  ExtensionToolbarLabels,
  ExtensionToolbarView,
  ExtensionToolbarLayout,
  ExtensionToolbarMenuItem,
  ExtensionToolbarActionId,
  ExtensionToolbarCollapse,
} from './ExtensionToolbar/ExtensionToolbar.tsx';

// Overlays (more)
export { FullScreenDialog } from './FullScreenDialog/FullScreenDialog.tsx';
export type { FullScreenDialogProps } from './FullScreenDialog/FullScreenDialog.tsx';
export { ActionBar } from './ActionBar/ActionBar.tsx';
export type { ActionBarAction, ActionBarProps } from './ActionBar/ActionBar.tsx';
export { ActivityList } from './ActivityList/ActivityList.tsx';
export type { ActivityListItem, ActivityListProps } from './ActivityList/ActivityList.tsx';
export { HistoryTimeline } from './HistoryTimeline/HistoryTimeline.tsx';
export type {
  HistoryTimelineChange,
  HistoryTimelineEntry,
  HistoryTimelineProps,
} from './HistoryTimeline/HistoryTimeline.tsx';
export { OrderSummary } from './OrderSummary/OrderSummary.tsx';
export type { OrderSummaryProps } from './OrderSummary/OrderSummary.tsx';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.tsx';
export type {
  ConfirmDialogProps,
  ConfirmDialogVariant,
  ConfirmDialogTone,
} from './ConfirmDialog/ConfirmDialog.tsx';
export { InfoDialog } from './InfoDialog/InfoDialog.tsx';
export type { InfoDialogProps } from './InfoDialog/InfoDialog.tsx';
export {
  AdvancedFiltersDialog,
  activeFiltersText,
} from './AdvancedFiltersDialog/AdvancedFiltersDialog.tsx';
export type { AdvancedFiltersDialogProps } from './AdvancedFiltersDialog/AdvancedFiltersDialog.tsx';

// Feedback
export { Snackbar } from './Snackbar/Snackbar.tsx';
export type {
  SnackbarProps,
  SnackbarTone,
  SnackbarAction,
  SnackbarLabels,
} from './Snackbar/Snackbar.tsx';
export { SnackbarProvider } from './Snackbar/SnackbarProvider.tsx';
export type {
  SnackbarProviderProps,
  SnackbarProviderLabels,
} from './Snackbar/SnackbarProvider.tsx';
export { useSnackbar } from './Snackbar/useSnackbar.ts';
export type { SnackbarOptions, SnackbarApi } from './Snackbar/useSnackbar.ts';
export { Toast } from './Toast/Toast.tsx';
export type { ToastProps, ToastLabels } from './Toast/Toast.tsx';
export { useToast } from './Toast/useToast.ts';
export type { ToastOptions, ToastApi } from './Toast/useToast.ts';
export { LoadingOverlay } from './LoadingOverlay/LoadingOverlay.tsx';
export type {
  LoadingOverlayProps,
  LoadingOverlayLabels,
} from './LoadingOverlay/LoadingOverlay.tsx';
export { Skeleton, SkeletonGroup } from './Skeleton/Skeleton.tsx';
export type { SkeletonProps, SkeletonGroupProps } from './Skeleton/Skeleton.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export type { EmptyStateProps, EmptyStateVariant } from './EmptyState/EmptyState.tsx';
export { Stepper } from './Stepper/Stepper.tsx';
export type {
  StepperProps,
  StepperStep,
  StepperStepState,
  StepperLabels,
} from './Stepper/Stepper.tsx';
export { ProgressBar } from './ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps, ProgressBarLabels } from './ProgressBar/ProgressBar.tsx';

// Data
export { DataTable } from './DataTable/DataTable.tsx';
export type { DataTableProps, DataTableCardState } from './DataTable/DataTable.tsx';
export { dataTableFeatures, createDataTableColumnHelper } from './DataTable/dataTableColumns.ts';
export type {
  DataTableColumn,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableRow,
  DataTableSortingState,
  DataTablePaginationState,
  DataTableRowSelectionState,
  DataTableColumnVisibilityState,
} from './DataTable/dataTableColumns.ts';
export type { DataTableLabels } from './DataTable/dataTableLabels.ts';
export { RecordList } from './RecordList/RecordList.tsx';
export type {
  RecordListColumn,
  RecordListLabels,
  RecordListProps,
} from './RecordList/RecordList.tsx';

// Forms
export { TextField } from './TextField/TextField.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextAreaProps } from './TextArea/TextArea.tsx';
export { AmountField } from './AmountField/AmountField.tsx';
export type { AmountFieldProps } from './AmountField/AmountField.tsx';
export { DateField } from './DateField/DateField.tsx';
export type { DateFieldProps } from './DateField/DateField.tsx';
export { TimeField } from './TimeField/TimeField.tsx';
export type { TimeFieldProps } from './TimeField/TimeField.tsx';
export { Select } from './Select/Select.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { CheckboxProps, CheckboxState } from './Checkbox/Checkbox.tsx';
export { Switch } from './Switch/Switch.tsx';
export type { SwitchProps } from './Switch/Switch.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export type { TabsProps, TabItem } from './Tabs/Tabs.tsx';
export { ColorSwatchPicker } from './ColorSwatchPicker/ColorSwatchPicker.tsx';
export type { ColorSwatchPickerProps } from './ColorSwatchPicker/ColorSwatchPicker.tsx';
export { TagInput } from './TagInput/TagInput.tsx';
export type { TagInputLabels, TagInputProps } from './TagInput/TagInput.tsx';
export { FileDropzone } from './FileDropzone/FileDropzone.tsx';
export type {
  FileDropzoneLabels,
  FileDropzoneProps,
  RejectedFile,
} from './FileDropzone/FileDropzone.tsx';
export type { ValidateOn } from './private/formsField.tsx';

// Calendar (002 §2.1, §3.1–3.3, §4.2–4.3, §9): controlled views the screen feeds and listens to
export { CalendarToolbar } from './CalendarToolbar/CalendarToolbar.tsx';
export type {
  CalendarToolbarLabels,
  CalendarToolbarProps,
} from './CalendarToolbar/CalendarToolbar.tsx';
export { MonthView } from './MonthView/MonthView.tsx';
export type { MonthViewLabels, MonthViewProps } from './MonthView/MonthView.tsx';
export { TimeGrid } from './TimeGrid/TimeGrid.tsx';
export type { CalendarEventChange, TimeGridLabels, TimeGridProps } from './TimeGrid/TimeGrid.tsx';
export { CalendarAgenda } from './CalendarAgenda/CalendarAgenda.tsx';
export type {
  CalendarAgendaLabels,
  CalendarAgendaProps,
} from './CalendarAgenda/CalendarAgenda.tsx';
export { CalendarEventChip } from './CalendarEventChip/CalendarEventChip.tsx';
export type {
  CalendarEventChipLabels,
  CalendarEventChipProps,
} from './CalendarEventChip/CalendarEventChip.tsx';
export { MoreEventsDialog } from './MoreEventsDialog/MoreEventsDialog.tsx';
export type {
  MoreEventsDialogLabels,
  MoreEventsDialogProps,
} from './MoreEventsDialog/MoreEventsDialog.tsx';
export { CalendarSidePane } from './CalendarSidePane/CalendarSidePane.tsx';
export type {
  CalendarSidePaneLabels,
  CalendarSidePaneProps,
} from './CalendarSidePane/CalendarSidePane.tsx';
export { ReminderList } from './ReminderList/ReminderList.tsx';
export type { ReminderListLabels, ReminderListProps } from './ReminderList/ReminderList.tsx';
export { ColleagueList } from './ColleagueList/ColleagueList.tsx';
export type { ColleagueListLabels, ColleagueListProps } from './ColleagueList/ColleagueList.tsx';
export type { CalendarViewDataProps } from './private/calendarModel.ts';
