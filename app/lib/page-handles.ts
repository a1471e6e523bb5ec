/**
 * What a page's route exports as `handle` (docs/decisions/014 and 016): how its anonymous HTML
 * may be kept (app/lib/cache-policy.server.ts decides) and whether it is a light page — plain
 * HTML that works without JavaScript, so the browser gets no React, only the small inline
 * enhancement of app/lib/light-page-script.ts. Kept apart from the policy so that routes import
 * constants, not the server's cache.
 */

/** Public for every anonymous visitor: a CDN, the back/forward cache and the server may keep it. */
export const PUBLIC_PAGE = { cache: 'public', light: true } as const;
/**
 * An anonymous page that depends on the visitor's address (prices by location): private for
 * HTTP caches, which cannot vary by address, but reusable by the server for that same address.
 */
export const VISITOR_PAGE = { cache: 'visitor', light: true } as const;

/**
 * A light page with a slider or video player (the home, the thank-you page): its inline script
 * also carries app/lib/slider-video-script.ts. Other light pages do not pay for it.
 */
export const withPlayer = <T extends object>(handle: T) => ({ ...handle, player: true } as const);

/**
 * A route that is light for some of its visitors only, as its loader's data tells: `/dashboard`
 * is the parents' zone (light: links and plain forms) or the student's dashboard (hydrated: its
 * contact form sends through tRPC). Without data (an error page) the page hydrates.
 */
export const lightWhen = (isLight: (data: unknown) => boolean) => ({ lightWhen: isLight } as const);

/**
 * Light while the page has data and none of `steps` is open in it (a truthy field of that name):
 * an invoice until its card form opens, `/enrollment` until a payment step does (decisions 063, 065).
 */
export const lightUntilOpen = (...steps: string[]) =>
  lightWhen(
    (data) =>
      typeof data === 'object' &&
      data !== null &&
      !steps.some((step) => Boolean((data as Record<string, unknown>)[step])),
  );

type Match = { handle?: unknown; data?: unknown };

function ownHandle(matches: Match[]): Record<string, unknown> | null {
  const handle = matches[matches.length - 1]?.handle;
  return typeof handle === 'object' && handle !== null ? (handle as Record<string, unknown>) : null;
}

/** True when the page's own route (the last match) declares itself light, or its data makes it so. */
export function isLightPage(matches: Match[]): boolean {
  const handle = ownHandle(matches);
  if (handle?.light === true) return true;
  const data = matches[matches.length - 1]?.data;
  return typeof handle?.lightWhen === 'function' && data !== undefined && handle.lightWhen(data) === true;
}

/** True when the page's own route declares a slider or video player (see withPlayer). */
export const hasPlayer = (matches: Match[]) => ownHandle(matches)?.player === true;
