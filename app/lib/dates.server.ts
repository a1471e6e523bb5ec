/** A '.server' module keeps dayjs (set up at import) out of public pages' JavaScript. */
export * from '@kernel/dates';
