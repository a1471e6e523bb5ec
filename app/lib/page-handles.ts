// Route handles in the terms of Remix's "Disabling JavaScript" recipe: `hydrate` (absent: plain
// HTML plus app/enhance/) and `cache`. Apart from the policy so routes do not import the cache.

/** Public for every anonymous visitor: a CDN, the back/forward cache and the server may keep it. */
export const PUBLIC_PAGE = { cache: 'public' } as const;
/** Prices by location: private for HTTP caches, reusable by the server for the same address. */
export const VISITOR_PAGE = { cache: 'visitor' } as const;

export const HYDRATE = { hydrate: true } as const;

// Hydrates as the loader's data tells: an error page (no data) hydrates; null data (the layout
// answers instead) stays plain HTML.
export const hydrateUnless = (plainHtml: (data: unknown) => boolean) =>
  ({ hydrate: (data: unknown) => data === undefined || (data !== null && !plainHtml(data)) } as const);

/** Hydrates once one of `steps` is a truthy field of the page's data. */
export const hydrateWhenOpen = (...steps: string[]) =>
  hydrateUnless(
    (data) =>
      typeof data === 'object' &&
      data !== null &&
      !steps.some((step) => Boolean(Object.getOwnPropertyDescriptor(data, step)?.value)),
  );

type Match = { handle?: unknown; data?: unknown };

function hydrates({ handle, data }: Match): boolean {
  if (typeof handle !== 'object' || handle === null || !('hydrate' in handle)) return false;
  const { hydrate } = handle;
  return typeof hydrate === 'function' ? hydrate(data) === true : hydrate === true;
}

export const shouldHydrate = (matches: Match[]): boolean => matches.some(hydrates);

/** A second skip link a page offers after the site's (WCAG 2.4.1): straight to its one task. */
export interface SkipLink {
  href: `#${string}`;
  label: string;
}

/** Offered while `shown(data)` holds: the target must be on the page. */
export const skipTo = (link: SkipLink, shown: (data: unknown) => boolean) =>
  ({ skipTo: (data: unknown) => (shown(data) ? link : null) } as const);

export function skipLinkOf(matches: Match[]): SkipLink | null {
  for (const { handle, data } of matches) {
    if (typeof handle !== 'object' || handle === null || !('skipTo' in handle)) continue;
    const { skipTo: linkFor } = handle;
    if (typeof linkFor === 'function') return (linkFor(data) as SkipLink | null) ?? null;
  }
  return null;
}
