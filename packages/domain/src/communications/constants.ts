/** The type of a correspondence (001 §7: "where of type "corrispondenza""). */
export const CORRESPONDENCE_TYPE = 'corrispondenza';

/** The status of a sent communication (001 §4.5: "Status SENT"). */
export const COMMUNICATION_STATUS_SENT = 'SENT';
