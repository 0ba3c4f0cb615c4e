/**
 * Every timing and limit the spec states, as a named constant (000 §9, 001 §9, 002 §9).
 * Durations are in milliseconds, sizes in pixels unless the name says otherwise.
 */

// Session and shell (000 §9)
/** Session health check every 60 s. */
export const SESSION_HEALTH_CHECK_MS = 60_000;
/** Version file checked every 30 s, paused while the tab is hidden. */
export const VERSION_CHECK_MS = 30_000;
/** Session redirect after 2000 ms, unless the skip query is present. */
export const SESSION_REDIRECT_DELAY_MS = 2_000;
/** A stored last route is valid for 300000 ms (5 minutes). */
export const STORED_ROUTE_VALIDITY_MS = 300_000;
/** Loading overlay timeout 11 s. */
export const LOADING_OVERLAY_TIMEOUT_MS = 11_000;
/** Script chunk load timeout 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Client version 2.22.4. */
export const CLIENT_VERSION = '2.22.4';
/** Default API version v2 (000 §7, 001 §9, 002 §9). */
export const DEFAULT_API_VERSION = 'v2';

// Layout (000 §9, 002 §9)
/** Navigation drawer full width. */
export const NAV_DRAWER_WIDTH = 256;
/** Navigation drawer mini width. */
export const NAV_DRAWER_MINI_WIDTH = 90;
/** Below this window width the navigation drawer is mini. */
export const MINI_DRAWER_BREAKPOINT = 1904;
/** Helper, notification and chat drawers. */
export const SIDE_DRAWER_WIDTH = 500;
/** Reset dashboard dialog width. */
export const RESET_DIALOG_WIDTH = 600;
/** Mobile dialog maximum width. */
export const MOBILE_DIALOG_MAX_WIDTH = 400;
/** Picker dialog maximum width. */
export const PICKER_DIALOG_MAX_WIDTH = 600;
/** Colleague dialog width. */
export const COLLEAGUE_DIALOG_WIDTH = 480;
/** Completed reminders list maximum height. */
export const COMPLETED_REMINDERS_MAX_HEIGHT = 450;
/** Calendar side pane 15 to 25 percent (the main pane keeps the rest, 75 to 85 percent). */
export const CALENDAR_SIDE_PANE_PERCENT = { min: 15, max: 25 } as const;
/** Avatar size, and in edit view. */
export const AVATAR_SIZE = 32;
export const AVATAR_EDIT_SIZE = 108;
/** Chat title maximum width in px; link text truncated at 20 rem. */
export const CHAT_TITLE_MAX_WIDTH = 380;
export const CHAT_LINK_MAX_WIDTH_REM = 20;
/** Chat list scroll threshold 30 percent. */
export const CHAT_SCROLL_THRESHOLD_PERCENT = 30;

// Dashboard (000 §9, 001 §9, 002 §9)
/** Default dashboard variant. */
export const DEFAULT_DASHBOARD_VARIANT = 'variant1';
/** Skeleton cells shown while the dashboard loads (000 §2). */
export const DASHBOARD_SKELETON_CELLS = 12;
/** Dashboard grid columns (000 §3). */
export const DASHBOARD_GRID_COLUMNS = 4;
/** Widget lists show at most 5 items; widget page size is 5. */
export const WIDGET_LIST_MAX_ITEMS = 5;
/** SPL today's activities: all items, requested with a limit of 999. */
export const SPL_TODAY_ACTIVITIES_LIMIT = 999;
/** Assigned-to-me widget: 50 items per source, merged, cut to 50. */
export const ASSIGNED_TO_ME_PER_SOURCE = 50;
export const ASSIGNED_TO_ME_MAX_ITEMS = 50;
/** Component picker hover open delay. */
export const COMPONENT_PICKER_HOVER_DELAY_MS = 125;
/** Maximum pinned links. */
export const MAX_PINNED_LINKS = 3;

// Lists and calls (001 §9, 002 §7)
/** Correspondence request limit. */
export const CORRESPONDENCE_PAGE_LIMIT = 36;
/** Ticket list limit. */
export const TICKET_LIST_LIMIT = 50;

// Caches (000 §9, 002 §9)
export const QUALIFICATIONS_CACHE_MS = 60_000;
export const FAVOURITES_CACHE_MS = 60_000;
export const CHANGELOG_CACHE_MS = 60_000;

// Feedback (002 §9)
/** Snackbar default timeout. */
export const SNACKBAR_TIMEOUT_MS = 2_500;
/** Notification toast about 6 seconds, removed 100 ms earlier. */
export const NOTIFICATION_TOAST_MS = 6_000;
export const NOTIFICATION_TOAST_REMOVAL_LEAD_MS = 100;
/** Bell ring animation 4 s. */
export const BELL_RING_MS = 4_000;
/** Helper spinner minimum about 1 second. */
export const HELPER_SPINNER_MIN_MS = 1_000;
/** Tooltip open delay and maximum width (002 §9). */
export const TOOLTIP_OPEN_DELAY_MS = 250;
export const TOOLTIP_MAX_WIDTH = 350;
/** Tooltip maximum width in characters (001 §9). */
export const TOOLTIP_MAX_CHARACTERS = 50;

// Search pickers (002 §5.2, §9)
export const SEARCH_DEBOUNCE_MS = 250;
// Text and formats (000 §9, 002 §5, §9)
/** Text truncated at 100 characters with an ellipsis. */
export const TRUNCATE_LENGTH = 100;
/** Description chip text reduced to 64 characters. */
export const DESCRIPTION_CHIP_LENGTH = 64;
/** Money and amounts: two decimals. */
export const AMOUNT_DECIMALS = 2;
/** Date and time display format. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const MONTH_FORMAT = 'MM/YYYY';
/** Event form format of startTime and endTime. */
export const EVENT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const EVENT_DATE_FORMAT = 'YYYY-MM-DD';
/** File sizes from Bytes to YB, base 1000. */
export const FILE_SIZE_BASE = 1000;

// Form limits (000 §9, 002 §5, §9)
export const TITLE_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 4000;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;
export const NIN_LENGTHS = [11, 16] as const;
export const ZIP_LENGTH = 5;
export const PROVINCE_LENGTH = 2;
export const COUNTRY_LENGTH = 2;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const STREET_MAX_LENGTH = 80;
export const CITY_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const FAX_MAX_LENGTH = 20;

// Calendar (001 §9, 002 §9)
/** Time rounding and time step: 15 minutes. */
export const TIME_STEP_MINUTES = 15;
/** An end time defaults to one hour after the start. */
export const DEFAULT_EVENT_DURATION_MINUTES = 60;
/** Events of 45 minutes or less show only the start time. */
export const SHORT_EVENT_MAX_MINUTES = 45;
/** Events lasting more than 24 h count as all-day. */
export const ALL_DAY_THRESHOLD_HOURS = 24;
/** Default event colour: blue. */
export const DEFAULT_EVENT_COLOR = '#448aff';
/** The 12 colleague colours. */
export const COLLEAGUE_COLORS = [
  '#72CF34',
  '#FFB600',
  '#F57E00',
  '#E62063',
  '#E04C8F',
  '#A5002C',
  '#7d1d8f',
  '#232D78',
  '#006432',
  '#9B84C2',
  '#8A5F54',
  '#615755',
] as const;

// Chat (002 §9)
export const CHAT_FIRST_PAGE_SIZE = 24;
export const CHAT_OLDER_PAGE_SIZE = 12;
/** The session cache buffer holds at most 300 messages, 12 returned per read. */
export const CHAT_BUFFER_MAX_MESSAGES = 300;
export const CHAT_BUFFER_READ_SIZE = 12;
/** At most 5 cached chats per category (the company has no limit). */
export const CHAT_CACHED_PER_CATEGORY = 5;

// Import (002 §5.4, §9)
export const IMPORT_ACCEPTED_EXTENSIONS = ['.xls', '.xlsx'] as const;

// Levels (002 §9)
/** SPL level above 1 for extra emails and cover edit. */
export const SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE = 1;
/** SPL level 2 or more for keywords. */
export const SPL_KEYWORDS_MIN_LEVEL = 2;
/** SPL level above 2 to save. */
export const SPL_SAVE_MIN_LEVEL_EXCLUSIVE = 2;
/** Org level 3 for the Licenze tab. */
export const ORG_LICENCES_TAB_LEVEL = 3;
/** Profile level above 1 for procurements. */
export const PROCUREMENTS_MIN_LEVEL_EXCLUSIVE = 1;
