/**
 * @portineria/api-client — the typed client of the gateway under /api/v2, its TanStack Query
 * options and the realtime chat port. One explicit export list; the Firebase and gateway chat
 * adapters are separate entry points (`@portineria/api-client/chat/firebase`, `…/chat/gateway`)
 * so that neither lands in the initial bundle.
 */

// The client and its transport
export { createApiClient } from './createApiClient.ts';
export type { ApiClient, ApiClientOptions } from './createApiClient.ts';
export { createHttpClient, PROFILE_HEADER } from './http/client.ts';
export type {
  CallOptions,
  HttpClient,
  HttpClientOptions,
  HttpRequest,
  MaybePromise,
  QueryValue,
} from './http/client.ts';

// Errors
export {
  API_ERROR_CODES,
  ApiClientError,
  ApiError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  SESSION_ENDING_CODES,
  TimeoutError,
  isApiClientError,
  isApiError,
  isStaleRecordError,
} from './http/errors.ts';
export type { ApiClientErrorKind, ApiErrorCode, RequestDescription } from './http/errors.ts';
export {
  RETRY_AFTER_MAX_MS,
  RETRY_AFTER_MAX_RETRIES,
  parseRetryAfter,
  retryAfterMs,
  retryWhenServerSaysWhen,
  serverRetryDelay,
} from './http/retryAfter.ts';

// Shapes and the family building blocks
export {
  countBody,
  dataFamily,
  proxyFamily,
  resolveCallCriteria,
  resolveListQuery,
  rowsFamily,
} from './http/resource.ts';
export type {
  CountCallOptions,
  CriteriaCallOptions,
  DataFamily,
  EntityId,
  ListOrder,
  ListQuery,
  ProxyFamily,
  RowsFamily,
} from './http/resource.ts';
export {
  unwrapCounter,
  unwrapCounterPair,
  unwrapDataList,
  unwrapDataOne,
  unwrapOffsetKeyPage,
  unwrapRows,
  unwrapRowsOne,
  unwrapWritten,
} from './http/shapes.ts';
export type { OffsetKeyPage, RowsPage } from './http/shapes.ts';

// Families
export type {
  IncludedBuilding,
  IncludedContact,
  IncludedEmployee,
  IncludedSupplier,
} from './included.ts';
export type {
  Consultancy,
  ConsultanciesApi,
  ConsultancyFolderType,
} from './consultancies/consultancies.ts';
export type {
  PlannedMaintenance,
  PlannedMaintenanceInput,
  PlannedMaintenancesApi,
} from './maintenances/plannedMaintenances.ts';
export type { Procurement, ProcurementsApi } from './procurements/procurements.ts';
export type { EntitlementAccess, EntitlementsAccessApi } from './registries/entitlementsAccess.ts';
export type { SystemSupplier, SystemSuppliersApi } from './suppliers/systemSuppliers.ts';
export type {
  AuthApi,
  CustomToken,
  OwnProfile,
  OwnProfileChanges,
  OwnProfileEditableField,
  OwnPasswordChange,
  OwnNotificationPreferences,
  ProfilesApi,
  UserInfo,
  UsersApi,
} from './auth/auth.ts';
export type {
  EmailsCustomization,
  LinkedSupplier,
  Organization,
  OrganizationsApi,
  QualificationsPack,
  Tag,
} from './organizations/organizations.ts';
export { SESSION_BUILDINGS_QUERY } from './buildings/buildings.ts';
export type {
  ActiveBuildingLicense,
  Building,
  BuildingExpansion,
  BuildingCreateInput,
  BuildingRas,
  BuildingStatusInfo,
  BuildingUpdateInput,
  BuildingsApi,
} from './buildings/buildings.ts';
export type {
  ContractsApi,
  OrderCreateInput,
  OrderRelationName,
  OrderRelationNames,
  OrdersApi,
  OrderTransitionRequest,
  OrderUpdateInput,
  OrderWithRelationNames,
  Quote,
} from './orders/orders.ts';
export type {
  QuoteOffer,
  QuoteRequest,
  QuoteRequestCreateInput,
  QuoteTransitionEvent,
  QuoteTransitionRequest,
  QuotesApi,
} from './quotes/quotes.ts';
export { ORDER_ATTACHMENTS, ORDER_RELATION_NAMES } from './orders/orders.ts';
export type {
  TicketCreateInput,
  TicketDetail,
  TicketOrderLink,
  TicketsApi,
  TicketTransitionRequest,
  TicketUpdateInput,
} from './tickets/tickets.ts';
export { CLAIM_EXPANDS } from './claims/claims.ts';
export type {
  ClaimCreateInput,
  ClaimsApi,
  ClaimTransitionRequest,
  ClaimUpdateInput,
} from './claims/claims.ts';
export { activityCreateRequest } from './activities/activities.ts';
export type {
  ActivitiesApi,
  ActivityCreateRequest,
  ActivityTransitionRequest,
  ActivityUpdateInput,
  TaskInput,
  TasksApi,
} from './activities/activities.ts';
export type {
  BillingProposal,
  BillingProposalCreateInput,
  BillingProposalToken,
  BillingProposalTransitionRequest,
  BillingProposalsApi,
  TokenTransitionRequest,
  TokenUpdateInput,
  TokensApi,
} from './tokens/tokens.ts';
export type {
  FolderKey,
  FolderRecord,
  FolderTransitionRequest,
  FoldersApi,
} from './folders/folders.ts';
export { RECORD_ATTACHMENTS, withRecordAttachments } from './records/attachmentUpload.ts';
export type {
  RecordAttachment,
  StoredAttachment,
  UploadOptions,
  WithRecordAttachments,
} from './records/attachmentUpload.ts';
// The files of a record with files of its own (a ticket, an order): the list and one upload.
export {
  ATTACHED_RECORD_KINDS,
  getRecordAttachmentsQueryOptions,
  uploadRecordAttachmentMutationOptions,
} from './records/recordAttachments.ts';
export type { AttachedRecordKind, RecordAttachmentVariables } from './records/recordAttachments.ts';
export type {
  EmployeeInput,
  EmployeeRecord,
  EmployeesApi,
  EmployeeUpdateInput,
} from './employees/employees.ts';
export { supplierSaveBody } from './suppliers/suppliers.ts';
export type {
  SupplierCompanySave,
  SupplierInput,
  SupplierRecord,
  SupplierUpdateInput,
  SuppliersApi,
} from './suppliers/suppliers.ts';
export type {
  Contact,
  ContactCategory,
  ContactInput,
  VersionedInput,
  ContactsApi,
  Entitlement,
  EntitlementCreateInput,
  EntitlementUpdateInput,
  EntitlementsApi,
  Unit,
  UnitInput,
  UnitsApi,
} from './registries/registries.ts';
export type { CommunicationsApi } from './communications/communications.ts';
export type {
  Notice,
  NoticeCreateInput,
  NoticeTransitionRequest,
  NoticeUpdateInput,
  NoticesApi,
  Poll,
  PollAnswer,
  PollCreateInput,
  PollTransitionRequest,
  PollUpdateInput,
  PollsApi,
} from './notices/notices.ts';
export type { CalendarApi, CalendarItemUpdate, PlanOrderRequest } from './calendar/calendar.ts';
export type { CalendarRangeParams } from './calendar/queries.ts';
export type {
  Notification,
  NotificationInput,
  NotificationsApi,
} from './notifications/notifications.ts';
export type { ChangelogApi } from './changelog/changelog.ts';
export type { HelperApi, HelperPage, HelperPageWire } from './helper/helper.ts';
export { PERMISSION_CHECK_BATCH_MAX } from './permissions/permissions.ts';
export type {
  PermissionCheckResult,
  PermissionScopes,
  PermissionsApi,
} from './permissions/permissions.ts';
export type { ChatSeenMark, ChatUnreadTotal, ChatsApi } from './chats/chats.ts';
export { listChats } from './chats/listChats.ts';
export type { ChatListItem, ListChatsQuery } from './chats/listChats.ts';

// Counters
export { dashboardViewCount, isProxyEndpoint } from './counters/counters.ts';
export type { Counters, DashboardCountOptions, DashboardViewCount } from './counters/counters.ts';

// Messages
export { apiClientMessage, apiClientMessages } from './messages.ts';
export type { ApiClientMessageKey } from './messages.ts';

// Query keys and TanStack Query options
export { QUERY_FAMILIES, countKey, familyOfEndpoint, queryKeys } from './queryKeys.ts';
export type { FamilyKeys, ProfileScope, QueryFamily } from './queryKeys.ts';
export {
  DEFAULT_PAGE_SIZE,
  STALE_TIMES,
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  dependsOn,
  detailQueryOptions,
  familyMutationOptions,
  invalidateFamilies,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
  rowsInfiniteQueryOptions,
  rowsPageQueryOptions,
  writeMutationOptions,
} from './http/queryOptions.ts';
export type { DependsOnMeta, ListPage, ReadOptions } from './http/queryOptions.ts';
export {
  getCustomTokenQueryOptions,
  getMeQueryOptions,
  getOwnProfileQueryOptions,
  getPinnedLinksQueryOptions,
  getProfilesQueryOptions,
  getUserInfoQueryOptions,
  savePinnedLinksMutationOptions,
  updateOwnProfileMutationOptions,
  changeOwnPasswordMutationOptions,
  getOwnNotificationPreferencesQueryOptions,
  saveOwnNotificationPreferencesMutationOptions,
} from './auth/queries.ts';
export {
  getBuildingsLicensesTotalQueryOptions,
  getBuildingsLicensesUsedQueryOptions,
  getCurrentQualificationsPackQueryOptions,
  getEmailsCustomizationQueryOptions,
  getLinkedSuppliersQueryOptions,
  getOrganizationQueryOptions,
  getQualificationCompaniesTagsQueryOptions,
  getQualificationsPackLicenseUseQueryOptions,
  getQualificationsTagsQueryOptions,
  updateOrganizationMutationOptions,
} from './organizations/queries.ts';
export {
  buildingMutationOptions,
  countBuildingsQueryOptions,
  countManagedBuildingsQueryOptions,
  createBuildingFromSupplierMutationOptions,
  getBuildingExpandedQueryOptions,
  getBuildingQueryOptions,
  getBuildingRasFolderIdQueryOptions,
  getBuildingRecordQueryOptions,
  getBuildingsInfiniteQueryOptions,
  getBuildingsPageQueryOptions,
  getBuildingsQueryOptions,
  getBuildingStatusQueryOptions,
  getManagedBuildingsPageQueryOptions,
  getSessionBuildingsQueryOptions,
  searchBuildingsQueryOptions,
  searchManagedBuildingsQueryOptions,
} from './buildings/queries.ts';
export {
  confirmOrderReadMutationOptions,
  contractMutationOptions,
  countContractsQueryOptions,
  countOrdersQueryOptions,
  createOrderMutationOptions,
  countQuotesQueryOptions,
  getContractQueryOptions,
  getContractsInfiniteQueryOptions,
  getContractsQueryOptions,
  getOrderQueryOptions,
  getOrderRecordQueryOptions,
  getOrdersInfiniteQueryOptions,
  getOrdersPageQueryOptions,
  getOrdersQueryOptions,
  getQuoteQueryOptions,
  getQuoteRecordQueryOptions,
  getQuotesInfiniteQueryOptions,
  getQuotesPageQueryOptions,
  getQuotesQueryOptions,
  orderMutationOptions,
  orderTransitionMutationOptions,
  quoteMutationOptions,
} from './orders/queries.ts';
export type { OrderTransitionVariables } from './orders/queries.ts';
export {
  countTicketsQueryOptions,
  getTicketQueryOptions,
  getTicketRecordQueryOptions,
  getTicketsInfiniteQueryOptions,
  getTicketsPageQueryOptions,
  getTicketsQueryOptions,
  createTicketMutationOptions,
  ticketMutationOptions,
  ticketTransitionMutationOptions,
  updateTicketMutationOptions,
} from './tickets/queries.ts';
export type { TicketTransitionVariables, TicketUpdateVariables } from './tickets/queries.ts';
export { RECORD_HISTORY_KINDS } from './records/recordHistory.ts';
export type {
  HistoryChange,
  RecordHistoryEntity,
  RecordHistoryEntry,
  RecordHistoryKind,
  RecordsApi,
} from './records/recordHistory.ts';
export { getRecordHistoryQueryOptions, recordHistoryQueryKey } from './records/queries.ts';
export {
  claimMutationOptions,
  claimTransitionMutationOptions,
  countClaimsQueryOptions,
  createClaimMutationOptions,
  getClaimQueryOptions,
  getClaimRecordQueryOptions,
  getClaimsExpandedQueryOptions,
  getClaimsInfiniteQueryOptions,
  getClaimsPageQueryOptions,
  getClaimsQueryOptions,
  updateClaimMutationOptions,
} from './claims/queries.ts';
export type { ClaimTransitionVariables, ClaimUpdateVariables } from './claims/queries.ts';
export {
  createQuoteRequestMutationOptions,
  quoteTransitionMutationOptions,
  uploadQuoteOfferFileMutationOptions,
} from './quotes/queries.ts';
export type { QuoteOfferFileVariables, QuoteTransitionVariables } from './quotes/queries.ts';
export {
  activityMutationOptions,
  activityTransitionMutationOptions,
  countActivitiesQueryOptions,
  countTasksQueryOptions,
  createTaskMutationOptions,
  getActivitiesInfiniteQueryOptions,
  getActivitiesPageQueryOptions,
  getActivitiesQueryOptions,
  getOrderActivitiesQueryOptions,
  getActivityQueryOptions,
  getActivityRecordQueryOptions,
  getTaskQueryOptions,
  getTaskRecordQueryOptions,
  getTasksInfiniteQueryOptions,
  getTasksPageQueryOptions,
  getTasksQueryOptions,
  rejectActivityMutationOptions,
  taskMutationOptions,
} from './activities/queries.ts';
export type { ActivityTransitionVariables } from './activities/queries.ts';
export {
  countNotInvoicedTokensQueryOptions,
  countTokensQueryOptions,
  getTokenQueryOptions,
  getTokenRecordQueryOptions,
  getTokensInfiniteQueryOptions,
  getTokensPageQueryOptions,
  getTokensQueryOptions,
  tokenMutationOptions,
  tokenTransitionMutationOptions,
  updateTokenMutationOptions,
  billingProposalTransitionMutationOptions,
  createBillingProposalMutationOptions,
  getBillingProposalRecordQueryOptions,
  getBillingProposalsPageQueryOptions,
} from './tokens/queries.ts';
export type {
  BillingProposalTransitionVariables,
  TokenTransitionVariables,
  TokenUpdateVariables,
} from './tokens/queries.ts';
export {
  countAvailableFoldersQueryOptions,
  countFoldersQueryOptions,
  folderMutationOptions,
  getAvailableFoldersQueryOptions,
  getFolderByKeyQueryOptions,
  getFolderQueryOptions,
  getFolderRecordQueryOptions,
  getFoldersInfiniteQueryOptions,
  getFoldersPageQueryOptions,
  getFoldersQueryOptions,
  folderTransitionMutationOptions,
  uploadFolderDocumentMutationOptions,
} from './folders/queries.ts';
export type { FolderDocumentVariables, FolderTransitionVariables } from './folders/queries.ts';
export {
  countEmployeesQueryOptions,
  employeeMutationOptions,
  getEmployeeCalendarColorQueryOptions,
  getEmployeeQueryOptions,
  getEmployeeRecordQueryOptions,
  getEmployeesInfiniteQueryOptions,
  getEmployeesPageQueryOptions,
  getEmployeesQueryOptions,
} from './employees/queries.ts';
export {
  countSuppliersQueryOptions,
  getSupplierAdminTagsQueryOptions,
  getSupplierCoverQueryOptions,
  getSupplierQueryOptions,
  getSupplierRecordQueryOptions,
  getSuppliersInfiniteQueryOptions,
  getSuppliersPageQueryOptions,
  getSuppliersQueryOptions,
  getSystemSupplierRecordQueryOptions,
  getSystemSuppliersPageQueryOptions,
  saveSupplierCompanyMutationOptions,
  supplierMutationOptions,
  uploadSupplierCoverMutationOptions,
} from './suppliers/queries.ts';
export {
  contactMutationOptions,
  countContactsQueryOptions,
  countEntitlementsQueryOptions,
  countUnitsQueryOptions,
  entitlementMutationOptions,
  entitlementAccessMutationOptions,
  getContactCategoryQueryOptions,
  getContactQueryOptions,
  getContactRecordQueryOptions,
  getContactsInfiniteQueryOptions,
  getContactsPageQueryOptions,
  getContactsQueryOptions,
  getEntitlementAccessRecordQueryOptions,
  getEntitlementQueryOptions,
  getEntitlementRecordQueryOptions,
  getEntitlementsAccessPageQueryOptions,
  getEntitlementsInfiniteQueryOptions,
  getEntitlementsPageQueryOptions,
  getEntitlementsQueryOptions,
  getUnitQueryOptions,
  getUnitRecordQueryOptions,
  getUnitsInfiniteQueryOptions,
  getUnitsPageQueryOptions,
  getUnitsQueryOptions,
  unitMutationOptions,
} from './registries/queries.ts';
export {
  countCommunicationsQueryOptions,
  countUnreadCorrespondenceQueryOptions,
  getCommunicationQueryOptions,
  getCommunicationRecordQueryOptions,
  getCommunicationsPageQueryOptions,
  getCommunicationsQueryOptions,
  getUnreadCorrespondenceInfiniteQueryOptions,
  markCommunicationOpenedMutationOptions,
} from './communications/queries.ts';
export {
  countNoticesQueryOptions,
  countPollsQueryOptions,
  createNoticeMutationOptions,
  createPollMutationOptions,
  getNoticeQueryOptions,
  getNoticeRecordQueryOptions,
  getNoticesInfiniteQueryOptions,
  getNoticesPageQueryOptions,
  getNoticesQueryOptions,
  getPollQueryOptions,
  getPollRecordQueryOptions,
  getPollsInfiniteQueryOptions,
  getPollsPageQueryOptions,
  getPollsQueryOptions,
  noticeMutationOptions,
  noticeTransitionMutationOptions,
  pollTransitionMutationOptions,
  pollMutationOptions,
  updateNoticeMutationOptions,
  updatePollMutationOptions,
  votePollMutationOptions,
} from './notices/queries.ts';
export type {
  NoticeTransitionVariables,
  NoticeUpdateVariables,
  PollTransitionVariables,
  PollUpdateVariables,
  PollVoteVariables,
} from './notices/queries.ts';
export {
  calendarColleagueMutationOptions,
  calendarEventMutationOptions,
  countCalendarEventsQueryOptions,
  exportCalendarMutationOptions,
  getCalendarColleaguesQueryOptions,
  getCalendarEventQueryOptions,
  getCalendarEventRecordQueryOptions,
  getCalendarEventsPageQueryOptions,
  getCalendarEventsQueryOptions,
  getCalendarOwnerQueryOptions,
  getCalendarRangeQueryOptions,
  getReminderQueryOptions,
  getRemindersQueryOptions,
  planOrderMutationOptions,
  reminderMutationOptions,
  toggleReminderMutationOptions,
} from './calendar/queries.ts';
export {
  countUnreadNotificationsQueryOptions,
  getNotificationsInfiniteQueryOptions,
  getNotificationsQueryOptions,
  markAllNotificationsReadMutationOptions,
  markNotificationReadMutationOptions,
} from './notifications/queries.ts';
export {
  consultancyMutationOptions,
  getConsultanciesPageQueryOptions,
  getConsultancyFolderTypeQueryOptions,
  getConsultancyRecordQueryOptions,
  getConsultancyTypesQueryOptions,
} from './consultancies/queries.ts';
export {
  getPlannedMaintenanceRecordQueryOptions,
  getPlannedMaintenancesPageQueryOptions,
  plannedMaintenanceMutationOptions,
} from './maintenances/queries.ts';
export {
  getProcurementRecordQueryOptions,
  getProcurementsPageQueryOptions,
  procurementMutationOptions,
} from './procurements/queries.ts';
export { getChangelogQueryOptions } from './changelog/queries.ts';
export { getHelperPageQueryOptions } from './helper/queries.ts';
export {
  checkPermissionQueryOptions,
  checkPermissionsQueryOptions,
} from './permissions/queries.ts';
export {
  getChatInfoQueryOptions,
  getChatLinkPreviewQueryOptions,
  getChatUnreadTotalQueryOptions,
  getChatsPageQueryOptions,
  markChatSeenMutationOptions,
  sendChatMessageMutationOptions,
} from './chats/queries.ts';
export {
  getChatAttachmentQueryOptions,
  uploadChatFileMutationOptions,
} from './chats/fileQueries.ts';
export type { ChatFileUploadVariables } from './chats/fileQueries.ts';
export { countDashboardViewQueryOptions, countForQueryOptions } from './counters/queries.ts';

// Dashboard widgets (000 §2 Dashboards): one call per widget that loads data, items ready for a row
export {
  dashboardActivityItem,
  dashboardClaimItem,
  dashboardCorrespondenceItem,
  dashboardEventItem,
  dashboardOrderItem,
  dashboardQuoteItem,
  dashboardTicketItem,
  dashboardTokenItem,
} from './dashboard/items.ts';
export type {
  ActivityRecord,
  CalendarEventRecord,
  ClaimRecord,
  DashboardActivityItem,
  DashboardClaimItem,
  DashboardCorrespondenceItem,
  DashboardEventItem,
  DashboardOrderItem,
  DashboardQuoteItem,
  DashboardTicketItem,
  DashboardTokenItem,
  OrderRecord,
  TicketRecord,
  TokenRecord,
} from './dashboard/items.ts';
export {
  ASSIGNED_CLAIMS_QUERY,
  ASSIGNED_ORDERS_QUERY,
  ASSIGNED_TICKETS_QUERY,
  ORDERS_LIST_QUERY,
  QUOTES_LIST_QUERY,
  REPEAT_ORDERS_LIST_QUERY,
  TOKENS_LIST_QUERY,
  activitiesOfDayQuery,
  dayBounds,
  getActivitiesList,
  getAssignedToMe,
  getDailyEvents,
  getOrdersList,
  getQuotesList,
  getRepeatOrdersList,
  getTicketsList,
  getTokensList,
  localDay,
  ticketsListQuery,
} from './dashboard/orgWidgets.ts';
export type {
  ActiveUserOptions,
  ActivitiesDayParams,
  AssignedToMeParams,
  DailyEventsParams,
  DashboardAssignedItem,
  TicketsListParams,
} from './dashboard/orgWidgets.ts';
export {
  SPL_REQUESTED_QUOTES_QUERY,
  expiredActivitiesQuery,
  getSplExpiredActivities,
  getSplRequestedQuotes,
  getSplTodayActivities,
} from './dashboard/splWidgets.ts';
export {
  countUnreadCorrespondence,
  getUnreadCorrespondencePage,
  unreadCorrespondencePageQuery,
} from './dashboard/usrWidgets.ts';
export type {
  UnreadCorrespondencePage,
  UnreadCorrespondenceParams,
} from './dashboard/usrWidgets.ts';
export {
  countUsrUnreadCorrespondenceQueryOptions,
  getActivitiesListQueryOptions,
  getAssignedToMeQueryOptions,
  getDailyEventsQueryOptions,
  getOrdersListQueryOptions,
  getQuotesListQueryOptions,
  getRepeatOrdersListQueryOptions,
  getSplExpiredActivitiesQueryOptions,
  getSplRequestedQuotesQueryOptions,
  getSplTodayActivitiesQueryOptions,
  getTicketsListQueryOptions,
  getTokensListQueryOptions,
  getUsrUnreadCorrespondenceInfiniteQueryOptions,
} from './dashboard/queries.ts';

// Version check
export { createVersionCheck } from './version/versionCheck.ts';
export type {
  VersionCheck,
  VersionCheckOptions,
  VersionFile,
  VisibilityDocument,
} from './version/versionCheck.ts';

// The realtime chat port (src/chat/, 002 §2.6): the adapters stay out of this entry point; the gateway
// adapter is chosen by `createChatTransport`, the Firebase one is loaded lazily by it.
export {
  ATTACHMENT_UPLOAD_PATHS,
  ChatTransportError,
  chatClientMessages,
  createChatTransport,
  downloadAttachment,
  downloadChatAttachment,
  uploadChatAttachment,
} from './chat/index.ts';
export type {
  AttachmentFile,
  ChatAttachmentUpload,
  ChatAttachmentUploadV1,
  ChatAttachmentUploadV2,
  ChatCallOptions,
  ChatFile,
  ChatId,
  ChatMessage,
  ChatMessageHandler,
  ChatTransport,
  ChatTransportConfig,
  ChatUploadEntity,
  OutgoingChatMessage,
  UploadedAttachment,
} from './chat/index.ts';
export { createRegistryImportApi } from './registries/registryImport.ts';
export {
  registryImportBatchesQueryOptions,
  registryImportMutationOptions,
} from './registries/registryImportMutations.ts';
export type {
  ImportBatchResult,
  ImportBatchRow,
  ImportBatchSummary,
  ImportPlanRow,
  ImportRegistry,
  ImportRequest,
  ImportUndoResult,
  RegistryImportApi,
} from './registries/registryImport.ts';
