/** What every bench scenario shares: load, the page without data, the cache-bypassing cookie. */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Concurrent connections of a throughput run (the figures use 10). */
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The page without data: the layout, the root loader and static text only. */
export const NO_DATA = '/terminos-y-condiciones';
/** A session cookie that names no session: the page renders as for an anonymous visitor, uncached. */
export const BYPASS_COOKIE = '__kodea_session=bench-no-such-session';
/** Headers every measured request sends, as a browser does: compression is part of a page's cost. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
