/**
 * A page's loader data read straight from its loaders' answers (docs/decisions/065): for every
 * page request the router ends with what Remix's own `callRouteLoader` gives it (the same data,
 * cookies, statuses, errors and redirects), while single-route requests (`?_data=`, resource
 * routes) still get the Response itself.
 */
import {
  createStaticHandler,
  isRouteErrorResponse,
  redirect,
  type AgnosticRouteObject,
  type StaticHandlerContext,
} from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import { notingPageRequests, pageLoaderData } from '@server/framework/page-loader-data';
import { json, jsonWithView } from '@server/http/json-response';

type CallRouteLoader = Parameters<typeof pageLoaderData>[0];
type Loader = Parameters<CallRouteLoader>[0]['loader'];

// Remix's own function from its ES build: the memos replace only the CommonJS export.
const { callRouteLoader: remixCallRouteLoader } = (await import(
  // @ts-expect-error: the package's ES build has no type declarations of its own
  '@remix-run/server-runtime/dist/esm/data.js'
)) as { callRouteLoader: CallRouteLoader };

const ORIGIN = 'http://kodea.test';
const VIEW = { title: 'Inicio', sections: [{ id: 1 }] };

/** The requests each route's loader was given, by route. */
type Seen = Map<string, Request>;

/** A tree like the app's, its loaders called through `call` as Remix's routes call them. */
function tree(call: CallRouteLoader, seen: Seen): AgnosticRouteObject[] {
  const route = (id: string, loader: Loader, rest: Partial<AgnosticRouteObject> = {}) =>
    ({
      id,
      ...rest,
      loader: (args: { request: Request; params: unknown; context: unknown }) => {
        seen.set(id, args.request);
        return call({
          request: args.request,
          params: args.params,
          loadContext: args.context,
          loader,
          routeId: id,
          singleFetch: false,
        });
      },
    } as AgnosticRouteObject);
  return [
    route('root', () => json({ user: null }), {
      path: '',
      hasErrorBoundary: true,
      children: [
        route('home', () => jsonWithView(VIEW, { markupKey: 'v1' }), { index: true }),
        route('cookie', () => json({ ok: 1 }, { headers: { 'Set-Cookie': 'aviso=1; Path=/' } }), {
          path: 'cookie',
        }),
        route('created', () => json({ ok: 2 }, 201), { path: 'created' }),
        route('plain-value', () => ({ naked: true }), { path: 'plain-value' }),
        route('missing', () => undefined, { path: 'missing' }),
        route(
          'gone',
          () => {
            throw json({ message: 'no' }, { status: 404 });
          },
          { path: 'gone' },
        ),
        route(
          'moved',
          () => {
            throw redirect('/nuevo');
          },
          { path: 'moved' },
        ),
        route('moved-back', () => redirect('/'), { path: 'moved-back' }),
        route('search', ({ request }) => json({ url: request.url }), { path: 'search' }),
      ],
    }),
  ];
}

/** What a page's answer says, comparable between two handlers. */
async function described(result: StaticHandlerContext | Response) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  return {
    statusCode: result.statusCode,
    loaderData: result.loaderData,
    // All Remix reads of a loader's headers for a page: its cookies (getDocumentHeaders).
    cookies: Object.fromEntries(
      Object.entries(result.loaderHeaders).flatMap(([id, headers]) => {
        const cookie = headers.get('Set-Cookie');
        return cookie ? [[id, cookie]] : [];
      }),
    ),
    errors: Object.fromEntries(
      Object.entries(result.errors ?? {}).map(([id, error]) => [
        id,
        isRouteErrorResponse(error) ? { status: error.status, data: error.data } : String(error),
      ]),
    ),
  };
}

function handlers() {
  const remixSeen: Seen = new Map();
  const memoSeen: Seen = new Map();
  return {
    remix: createStaticHandler(tree(remixCallRouteLoader, remixSeen)),
    memo: notingPageRequests(createStaticHandler)(tree(pageLoaderData(remixCallRouteLoader), memoSeen)),
    memoSeen,
  };
}

const PATHS = [
  '/',
  '/cookie',
  '/created',
  '/plain-value',
  '/missing',
  '/gone',
  '/moved',
  '/moved-back',
  '/search?q=robotica&index',
  '/search?_data=routes%2Fsearch',
];

describe('page loader data', () => {
  it('ends every page request with what Remix’s own function gives the router', async () => {
    const { remix, memo } = handlers();
    for (const path of PATHS) {
      const theirs = await described(await remix.query(new Request(ORIGIN + path)));
      const ours = await described(await memo.query(new Request(ORIGIN + path)));
      expect(ours, path).toEqual(theirs);
    }
  });

  it('gives the page’s loaders its own request when its URL has nothing to strip', async () => {
    const { memo, memoSeen } = handlers();
    const request = new Request(`${ORIGIN}/`);
    await memo.query(request);
    expect(memoSeen.get('root')).toBe(request);
    expect(memoSeen.get('home')).toBe(request);
  });

  it('strips ?index and ?_data= as Remix does when the URL has a query', async () => {
    const { memo } = handlers();
    const context = (await memo.query(
      new Request(`${ORIGIN}/search?q=robotica&index&_data=routes%2Fsearch`),
    )) as StaticHandlerContext;
    expect(context.loaderData.search).toEqual({ url: `${ORIGIN}/search?q=robotica` });
  });

  it('answers a single route (a ?_data= request, a resource route) with the Response and its JSON body', async () => {
    const { memo } = handlers();
    const answer = await memo.queryRoute(new Request(`${ORIGIN}/?_data=home`), { routeId: 'home' });
    expect(answer).toBeInstanceOf(Response);
    expect(JSON.parse(await (answer as Response).text())).toEqual({ ...VIEW, markupKey: 'v1' });
    const withCookie = (await memo.queryRoute(new Request(`${ORIGIN}/cookie`))) as Response;
    expect(withCookie.headers.get('Set-Cookie')).toBe('aviso=1; Path=/');
    expect(await new Response(withCookie.body).json()).toEqual({ ok: 1 });
  });
});
