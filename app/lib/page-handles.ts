/**
 * What a page's route exports as `handle`, in the terms of Remix's "Disabling JavaScript" recipe
 * (docs/decisions/014, 016 and 074):
 * - `hydrate`: whether the page loads React and hydrates. A route that does not say so is a
 *   non-hydrated route: plain HTML that works without JavaScript, enhanced by the one small
 *   script of app/enhance/ (root.tsx reads the matches with `shouldHydrate`).
 * - `cache`: how its anonymous HTML may be kept (app/lib/cache-policy.server.ts decides).
 * Kept apart from the policy so that routes import constants, not the server's cache.
 */

/** Public for every anonymous visitor: a CDN, the back/forward cache and the server may keep it. */
export const PUBLIC_PAGE = { cache: 'public' } as const;
/**
 * An anonymous page that depends on the visitor's address (prices by location): private for
 * HTTP caches, which cannot vary by address, but reusable by the server for that same address.
 */
export const VISITOR_PAGE = { cache: 'visitor' } as const;

/** A route whose page hydrates: its forms or widgets are React's (Mis referidos, the trial class…). */
export const HYDRATE = { hydrate: true } as const;

/**
 * A route that hydrates for some of its visitors only, as its loader's data tells (the recipe's
 * `hydrate(data)`): `/dashboard` hydrates neither for a parent nor for a student. Without data
 * (an error page) the page hydrates; with null data (a page whose layout answers instead: the
 * dashboard's sign-in prompt for a visitor) it stays plain HTML.
 */
export const hydrateUnless = (plainHtml: (data: unknown) => boolean) =>
  ({ hydrate: (data: unknown) => data === undefined || (data !== null && !plainHtml(data)) } as const);

/**
 * Hydrates once one of `steps` is open in the page's data (a truthy field of that name): an
 * invoice when its card form opens, `/enrollment` when a payment step does.
 */
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

/** The recipe's test: the page hydrates when one of its routes asks for it. */
export const shouldHydrate = (matches: Match[]): boolean => matches.some(hydrates);
