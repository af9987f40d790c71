/** Height of the bottom tab bar (app/AppNav), for pages that keep a bar of their own above it. */
export const NAV_HEIGHT = '60px';
