/**
 * What the bot page and the profile import lazily, after their first render. This module has no imports of
 * its own, so the pages' chunks name only it, not the long list of files the widgets need (measured:
 * 0.3 KB less in the bot page's first download than importing the widgets directly).
 */
export const loadSocialWidgets = () => import('./social-widgets');
