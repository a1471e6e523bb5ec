/**
 * A static handler made of per-branch handlers answers every request as the router's own static
 * handler over the whole tree (docs/decisions/043): the same matches, data, errors, statuses,
 * redirects and refusals, for documents (query) and single routes (queryRoute).
 */
import {
  createStaticHandler,
  isRouteErrorResponse,
  json,
  matchRoutes,
  redirect,
  type AgnosticRouteObject,
  type StaticHandlerContext,
} from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import { branchStaticHandlers } from '@server/framework/branch-static-handler';
import { createRouteMatchMemo } from '@server/framework/route-match-memo';

const ORIGIN = 'http://kodea.test';

/** A tree like the app's, with loaders, actions and boundaries that say which route ran. */
function tree(): AgnosticRouteObject[] {
  const ran = (id: string) => () => ({ ran: id });
  return [
    {
      id: 'root',
      path: '',
      hasErrorBoundary: true,
      loader: ran('root'),
      children: [
        { id: 'home', index: true, loader: ran('home') },
        { id: 'cursos', path: 'cursos', index: true, loader: ran('cursos') },
        {
          id: 'curso',
          path: 'cursos/:slug',
          loader: ({ params }) => {
            if (params.slug === 'falla') throw new Error('upstream down');
            if (params.slug === 'no-existe') throw json({ message: 'no' }, { status: 404 });
            if (params.slug === 'antiguo') throw redirect('/cursos/nuevo');
            return { slug: params.slug };
          },
          action: () => ({ posted: true }),
        },
        {
          id: 'org',
          path: 'org/:id',
          hasErrorBoundary: true,
          loader: ({ params }) => ({ org: params.id }),
          action: () => ({ layoutAction: true }),
          children: [
            { id: 'org-index', index: true, loader: ran('org-index'), action: () => ({ indexAction: true }) },
            {
              id: 'org-alumnos',
              path: 'alumnos',
              loader: () => {
                throw new Error('roster failed');
              },
            },
          ],
        },
        { id: 'csv', path: 'org/:id/alumnos.csv', loader: () => new Response('a,b\n', { status: 200 }) },
        { id: 'splat', path: 'api/*', loader: ({ params }) => ({ rest: params['*'] }) },
      ],
    },
  ];
}

/** What a result says, in a form two handlers' answers can be compared by. */
async function described(result: StaticHandlerContext | Response | unknown) {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), body: await result.text() };
  if (typeof result !== 'object' || result === null || !('matches' in result)) return { value: result };
  const context = result as StaticHandlerContext;
  return {
    statusCode: context.statusCode,
    matches: context.matches.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]),
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: Object.fromEntries(
      Object.entries(context.errors ?? {}).map(([id, error]) => [
        id,
        isRouteErrorResponse(error) ? ['response', error.status, error.data] : String(error),
      ]),
    ),
  };
}

async function settle(run: () => Promise<unknown>) {
  try {
    return { answered: await described(await run()) };
  } catch (thrown) {
    return { threw: await described(thrown) };
  }
}

const DOCUMENTS: [string, string][] = [
  ['GET', '/'],
  ['GET', '/cursos'],
  ['GET', '/cursos/roblox'],
  ['GET', '/cursos/c%C3%B3digo'],
  ['GET', '/cursos/falla'],
  ['GET', '/cursos/no-existe'],
  ['GET', '/cursos/antiguo'],
  ['GET', '/org/7'],
  ['GET', '/org/7/alumnos'],
  ['GET', '/org/7/alumnos.csv'],
  ['GET', '/api/a/b'],
  ['GET', '/no/existe'],
  ['HEAD', '/cursos'],
  ['POST', '/cursos/roblox'],
  ['POST', '/org/7'],
  ['POST', '/org/7?index'],
  ['POST', '/cursos'],
  ['PROPFIND', '/cursos'],
];

function handlers() {
  const full = createStaticHandler(tree());
  const memo = createRouteMatchMemo(matchRoutes);
  const branched = branchStaticHandlers(createStaticHandler, () => memo)(tree());
  return { full, branched };
}

const request = (method: string, path: string) =>
  new Request(ORIGIN + path, {
    method,
    ...(method === 'POST' ? { body: new URLSearchParams({ a: '1' }) } : {}),
  });

describe('branch static handlers', () => {
  it('answer every document request as the full handler does, the first time and after', async () => {
    const { full, branched } = handlers();
    for (let round = 0; round < 2; round++)
      for (const [method, path] of DOCUMENTS) {
        const expected = await settle(() => full.query(request(method, path)));
        expect(await settle(() => branched.query(request(method, path))), `${method} ${path}`).toEqual(
          expected,
        );
      }
  });

  it('answer every single-route request as the full handler does, with or without a route id', async () => {
    const { full, branched } = handlers();
    const cases: [string, string, string | undefined][] = [
      ...DOCUMENTS.map(([method, path]): [string, string, undefined] => [method, path, undefined]),
      ['GET', '/org/7', 'org'],
      ['GET', '/org/7', 'org-index'],
      ['GET', '/org/7', 'curso'],
      ['GET', '/cursos/roblox', 'root'],
      ['POST', '/org/7', 'org-index'],
    ];
    for (const [method, path, routeId] of cases) {
      const expected = await settle(() => full.queryRoute(request(method, path), { routeId }));
      expect(
        await settle(() => branched.queryRoute(request(method, path), { routeId })),
        `${method} ${path} ${routeId}`,
      ).toEqual(expected);
    }
  });

  it('keeps the full tree for Remix (its error pages read the first route) and one handler per branch', async () => {
    const made: number[] = [];
    const counting: typeof createStaticHandler = (routes, opts) => {
      made.push(routes.length);
      return createStaticHandler(routes, opts);
    };
    const memo = createRouteMatchMemo(matchRoutes);
    const branched = branchStaticHandlers(counting, () => memo)(tree());
    expect(branched.dataRoutes.map((route) => route.id)).toEqual(['root']);
    expect(branched.dataRoutes[0]?.children).toHaveLength(6);
    for (const slug of ['a', 'b', 'c']) await branched.query(request('GET', `/cursos/${slug}`));
    await branched.query(request('GET', '/cursos'));
    await branched.query(request('GET', '/no/existe'));
    // The full handler, then one per branch seen: /cursos/:slug and /cursos.
    expect(made).toHaveLength(3);
  });

  it('leaves a tree without unique ids to the full handler alone', async () => {
    const made: string[] = [];
    const counting: typeof createStaticHandler = (routes, opts) => {
      made.push('handler');
      return createStaticHandler(routes, opts);
    };
    const withoutIds: AgnosticRouteObject[] = [{ path: '/', loader: () => ({ ok: true }) }];
    const branched = branchStaticHandlers(counting, () => matchRoutes)(withoutIds);
    const answer = await branched.query(request('GET', '/'));
    expect(answer instanceof Response ? null : answer.loaderData).toEqual({ '0': { ok: true } });
    expect(made).toHaveLength(1);
  });
});
