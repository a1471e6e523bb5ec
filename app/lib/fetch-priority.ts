/** React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as written. */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' };
