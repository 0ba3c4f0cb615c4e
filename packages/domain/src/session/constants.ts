/** Paths of the session area that the shared constants do not hold. */

/** The route used after switching profile (002 §2.9, 000 §2 Route forms). */
export const CHANGE_PROFILE_PATH = '/changeProfile';

/**
 * The root path, which redirects to the Loading screen (001 §2.5). Used only as the last resort of
 * `redirectTarget` for a profile whose role has no dashboard, a case the session machine refuses
 * earlier with the 403 page.
 */
export const ROOT_PATH = '/';
