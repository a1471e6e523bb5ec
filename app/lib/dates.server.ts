/**
 * Date formatting for loaders. Importing it through a '.server' module keeps dayjs (whose setup
 * runs at import) out of the JavaScript of public pages that only show the formatted text.
 */
export * from '@kernel/dates';
