/**
 * Folder states and their wire numbers (001 §3: "Qualification folder: states TODO 0,
 * IN_PROGRESS 1, DONE 2, MISSING 3").
 */
export const FOLDER_STATUS = { TODO: 0, IN_PROGRESS: 1, DONE: 2, MISSING: 3 } as const;

/**
 * The status an attachment item has when it is complete (000 §4: "An attachment-count label
 * shows 'COMPLETATA' when every item has status 1").
 */
export const COMPLETED_ATTACHMENT_STATUS = 1;
