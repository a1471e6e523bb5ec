/**
 * The parents' zone as a family sees it (not a test file): `/dashboard` rendered to HTML by the
 * real route modules (the dashboard layout and its index page: loaders against the simulated
 * upstream, components by React's server renderer) through React Router's static handler, then
 * every `/dashboard?…` page it links to; and Mis compras and Mis referidos the same way.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import * as layout from '../../app/routes/dashboard/route';
import * as page from '../../app/routes/dashboard._index/route';
import * as purchases from '../../app/routes/dashboard.compras._index/route';
import * as referrals from '../../app/routes/dashboard.referidos/route';
import { requestLoadContext } from '../../server/http/load-context';

const ORIGIN = 'http://localhost';

type PageModule =
  | Pick<typeof page, 'loader' | 'default'>
  | Pick<typeof purchases, 'loader' | 'default'>
  | Pick<typeof referrals, 'loader' | 'default'>;

/** The dashboard layout with one page under it, at `path` below `/dashboard` (the index when none). */
function dashboardRoutes(id: string, module: PageModule, path?: string): RouteObject[] {
  return [
    {
      id: 'routes/dashboard',
      path: '/dashboard',
      loader: ({ request, params, context }) => layout.loader({ request, params, context: context ?? {} }),
      Component: layout.default,
      children: [
        {
          id,
          ...(path ? { path } : { index: true }),
          loader: ({ request, params, context }) =>
            module.loader({ request, params, context: context ?? {} }),
          Component: module.default,
        },
      ],
    },
  ];
}
const zone = createStaticHandler(dashboardRoutes('routes/dashboard._index', page));
const purchasesPage = createStaticHandler(
  dashboardRoutes('routes/dashboard.compras._index', purchases, 'compras'),
);
const referralsPage = createStaticHandler(
  dashboardRoutes('routes/dashboard.referidos', referrals, 'referidos'),
);

/**
 * What the simulated upstream draws at random when it starts is not the page's answer: the key
 * that signs certificate links, the recordings' unguessable keys.
 */
const withoutUpstreamSecrets = (html: string) =>
  html.replace(/firma=[0-9a-f]{32}/g, 'firma=…').replace(/(\/__reproductor\/)[\w-]+/g, '$1…');

async function render(path: string, cookie: string, handler = zone): Promise<string> {
  // As the edge hands Remix each request: the session read once for both loaders.
  const context = await handler.query(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), {
    requestContext: requestLoadContext({ headers: { cookie } }),
  });
  if (context instanceof Response)
    throw new Error(`${path}: ${context.status} ${context.headers.get('location')}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return withoutUpstreamSecrets(html);
}

/** `href="/dashboard?hijo=501&amp;pestana=rutas#…"` → `/dashboard?hijo=501&pestana=rutas`. */
function dashboardLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/dashboard(?:\?[^"#]*)?)(?:#[^"]*)?"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );
}

/** `/dashboard` and every `/dashboard?…` page its own links lead to, in the order it shows them. */
export async function parentsZonePages(cookie: string): Promise<[string, string][]> {
  const first = await render('/dashboard', cookie);
  const links = [...new Set(dashboardLinks(first))].filter((link) => link !== '/dashboard');
  const pages: [string, string][] = [['/dashboard', first]];
  for (const link of links) pages.push([link, await render(link, cookie)]);
  return pages;
}

/** Mis compras as the family sees it. */
export const purchasesPageHtml = (cookie: string) => render('/dashboard/compras', cookie, purchasesPage);

/** Mis referidos as the family sees it. */
export const referralsPageHtml = (cookie: string) => render('/dashboard/referidos', cookie, referralsPage);
