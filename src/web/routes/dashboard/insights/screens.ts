// The router imports this small module instead of the screens: their long lists of dependencies stay
// here, out of the first download that every page pays for (one short extra request on the first visit).
export const inboxScreen = () => import('./inbox');
export const statsScreen = () => import('./stats');
export const teamScreen = () => import('./team');
export const integrationsScreen = () => import('./integrations');
