/**
 * Every screen's path: the table is common/src/paths.ts, shared with the functions (rich menus,
 * notices, payment return URLs); pages import it from here.
 */
export * from '@common/paths';
