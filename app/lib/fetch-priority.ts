/**
 * Props for the page's LCP image: fetched first. React 18 knows no `fetchPriority` prop (it
 * warns); the lowercase HTML attribute passes through as written.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' };
