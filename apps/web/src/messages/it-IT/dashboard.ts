/** The role dashboards' and the dashboard settings' strings the app itself says. */
export const dashboardMessages = {
  'dashboard.text': 'Benvenuto nella dashboard di {company}.',
} as const;
