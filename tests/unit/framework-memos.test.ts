/**
 * The framework memos (docs/decisions/043) answer exactly what the functions they stand for
 * answer: the same matches for every path (with the caller's own route objects and a fresh params
 * object), the same route trees, and the original's answer wherever they cannot be sure.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchRoutes as originalMatchRoutes,
  UNSAFE_convertRoutesToDataRoutes,
  type AgnosticRouteObject,
} from '@remix-run/router';
import { installFrameworkMemos } from '@server/framework/install';
import { createRouteMatchMemo } from '@server/framework/route-match-memo';
import {
  memoizeConvertRoutesToDataRoutes,
  memoizeCreateServerRoutes,
} from '@server/framework/route-tree-memo';

type Route = AgnosticRouteObject;

/** A tree shaped like the app's: a root layout, index routes, params, an optional segment, a splat. */
function appLikeTree(): Route[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/_index', index: true },
        { id: 'routes/cursos._index', path: 'cursos', index: true },
        { id: 'routes/cursos.$slug', path: 'cursos/:slug' },
        { id: 'routes/dashboard._index', path: 'dashboard', index: true },
        { id: 'routes/dashboard.compras.$invoiceId', path: 'dashboard/compras/:invoiceId' },
        { id: 'routes/dashboard.compras._index', path: 'dashboard/compras', index: true },
        {
          id: 'routes/dashboardb2b.organization.$organizationId',
          path: 'dashboardb2b/organization/:organizationId',
          children: [{ id: 'routes/dashboardb2b.organization.$organizationId._index', index: true }],
        },
        { id: 'routes/terminos-y-condiciones', path: 'terminos-y-condiciones' },
        { id: 'routes/gracias.$variant', path: 'gracias/:variant?' },
        { id: 'routes/Mayus', path: 'Mayus', caseSensitive: true },
        { id: 'routes/api.trpc.$', path: 'api/trpc/*' },
      ],
    },
  ];
}

/** A fresh copy, as React Router builds one per render. */
const copyOf = (routes: Route[]): Route[] =>
  routes.map((route) =>
    route.index ? { ...route } : { ...route, children: route.children && copyOf(route.children) },
  );

type Matches = ReturnType<typeof originalMatchRoutes>;

/** Matches with each route named by id: comparable across two copies of a tree. */
const comparable = (matches: Matches) =>
  matches?.map((match) => ({ ...match, route: match.route.id })) ?? null;

const SAMPLE_PATHS = [
  '/',
  '/cursos',
  '/cursos/',
  '/cursos/roblox',
  '/cursos/c%C3%B3digo',
  '/dashboard',
  '/dashboard/compras',
  '/dashboard/compras/88102',
  '/dashboardb2b/organization/1',
  '/terminos-y-condiciones',
  '/gracias',
  '/gracias/purchase',
  '/mayus',
  '/Mayus',
  '/api/trpc/a/b/c',
  '/no/existe',
  '//doble',
];

describe('matchRoutes memo', () => {
  it('answers every path as the original, with the caller’s own routes, however often it is asked', () => {
    const memo = createRouteMatchMemo(originalMatchRoutes);
    for (let round = 0; round < 3; round++)
      for (const path of SAMPLE_PATHS) {
        const tree = copyOf(appLikeTree());
        const expected = originalMatchRoutes(copyOf(appLikeTree()), path);
        const answer = memo(tree, path);
        expect(comparable(answer)).toEqual(comparable(expected));
        const ids = new Map<string, Route>();
        const walk = (routes: Route[]) =>
          routes.forEach((route) => (ids.set(route.id ?? '', route), walk(route.children ?? [])));
        walk(tree);
        for (const match of answer ?? []) expect(match.route).toBe(ids.get(match.route.id ?? ''));
      }
  });

  it('answers arbitrary paths as the original (property)', () => {
    const memo = createRouteMatchMemo(originalMatchRoutes);
    const segment = fc.constantFrom(
      'cursos',
      'dashboard',
      'compras',
      'gracias',
      'x',
      '88102',
      '',
      'api',
      'trpc',
      'Mayus',
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, twice) => {
        const path = `/${segments.join('/')}`;
        if (twice) memo(copyOf(appLikeTree()), path);
        expect(comparable(memo(copyOf(appLikeTree()), path))).toEqual(
          comparable(originalMatchRoutes(appLikeTree(), path)),
        );
      }),
    );
  });

  it('hands out fresh params, one object shared by the matches, as the original does', () => {
    const memo = createRouteMatchMemo(originalMatchRoutes);
    const tree = appLikeTree();
    const first = memo(tree, '/dashboardb2b/organization/7');
    const second = memo(tree, '/dashboardb2b/organization/7');
    expect(second?.[0]?.params).toEqual({ organizationId: '7' });
    expect(second?.[0]?.params).toBe(second?.[1]?.params);
    expect(second?.[0]?.params).not.toBe(first?.[0]?.params);
    // A caller that changes the params it was given (they are typed read-only, but plain objects).
    if (second?.[0]) Object.assign(second[0].params, { organizationId: 'changed' });
    expect(memo(tree, '/dashboardb2b/organization/7')?.[0]?.params).toEqual({ organizationId: '7' });
  });

  it('keeps trees of different shapes apart', () => {
    const memo = createRouteMatchMemo(originalMatchRoutes);
    const other: Route[] = [
      { id: 'root', path: '', children: [{ id: 'routes/cursos._index', path: 'otra' }] },
    ];
    expect(memo(appLikeTree(), '/cursos')?.at(-1)?.route.id).toBe('routes/cursos._index');
    expect(memo(other, '/cursos')).toBeNull();
    expect(memo(other, '/otra')?.at(-1)?.route.id).toBe('routes/cursos._index');
  });

  it('passes to the original what it cannot be sure of: routes without ids, repeated ids, long paths, a search', () => {
    const calls: unknown[] = [];
    const counting: typeof originalMatchRoutes = (routes, location, basename) => {
      calls.push(location);
      return originalMatchRoutes(routes, location, basename);
    };
    const memo = createRouteMatchMemo(counting);
    const withoutIds: Route[] = [{ path: '/', children: [{ path: 'a' }] }];
    const repeated: Route[] = [
      { id: 'x', path: 'a' },
      { id: 'x', path: 'b' },
    ];
    const long = `/cursos/${'a'.repeat(300)}`;
    for (let i = 0; i < 2; i++) {
      expect(comparable(memo(withoutIds, '/a'))).toEqual(comparable(originalMatchRoutes(withoutIds, '/a')));
      memo(repeated, '/b');
      memo(appLikeTree(), long);
      memo(appLikeTree(), '/cursos/roblox?x=1');
    }
    expect(calls).toHaveLength(8);
    memo(appLikeTree(), '/cursos/roblox');
    memo(appLikeTree(), '/cursos/roblox');
    expect(calls).toHaveLength(9);
  });

  it('remembers a bounded number of answers: a flood of invented paths is still answered right', () => {
    const memo = createRouteMatchMemo(originalMatchRoutes);
    for (let i = 0; i < 5_000; i++) memo(appLikeTree(), `/cursos/${i}`);
    expect(memo(appLikeTree(), '/cursos/4999')?.[1]?.params).toEqual({ slug: '4999' });
    expect(memo(appLikeTree(), '/cursos/1')?.[1]?.params).toEqual({ slug: '1' });
  });
});

describe('route tree memos', () => {
  const manifest = { root: { id: 'root' } };
  const modules = { root: { default: () => null } };

  it('builds the server routes once per manifest and modules, and again when a module changes', () => {
    let built = 0;
    const memo = memoizeCreateServerRoutes(() => [{ id: `tree ${++built}` }]);
    const future = {};
    const first = memo(manifest, { ...modules }, future, false);
    expect(memo(manifest, { ...modules }, future, false)).toBe(first);
    expect(memo(manifest, { root: { default: () => 'other' } }, future, false)).not.toBe(first);
    expect(memo(manifest, { ...modules }, future, true)).not.toBe(first);
    expect(memo({ ...manifest }, { ...modules }, future, false)).not.toBe(first);
    // Its own recursive calls (with the internal arguments) are never kept.
    memo(manifest, { ...modules }, future, false, 'root');
    memo(manifest, { ...modules }, future, false, 'root');
    expect(built).toBe(6);
  });

  it('converts a tree to data routes once and fills the caller’s manifest every time, as the original', () => {
    const memo = memoizeConvertRoutesToDataRoutes(UNSAFE_convertRoutesToDataRoutes);
    const tree = appLikeTree();
    const mapProperties = () => ({ hasErrorBoundary: false });
    const expectedManifest = {};
    const expected = UNSAFE_convertRoutesToDataRoutes(
      copyOf(tree),
      mapProperties,
      undefined,
      expectedManifest,
    );
    const firstManifest: NonNullable<Parameters<typeof UNSAFE_convertRoutesToDataRoutes>[3]> = {};
    const first = memo(tree, mapProperties, undefined, firstManifest);
    const secondManifest: typeof firstManifest = {};
    const second = memo(tree, mapProperties, undefined, secondManifest);
    expect(second).toBe(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(expected));
    expect(Object.keys(secondManifest)).toEqual(Object.keys(expectedManifest));
    expect(secondManifest['routes/cursos.$slug']).toBe(firstManifest['routes/cursos.$slug']);
    // Another property mapper or a subtree: the original's own answer.
    expect(memo(tree, () => ({ hasErrorBoundary: true }), undefined, {})).not.toBe(first);
    expect(memo(tree, mapProperties, ['0'], {})).not.toBe(first);
  });
});

describe('installFrameworkMemos', () => {
  it('replaces the exports Remix reads once, and stays exact', () => {
    const require = createRequire(import.meta.url);
    const router = require('@remix-run/router') as { matchRoutes: typeof originalMatchRoutes };
    installFrameworkMemos();
    const installed = router.matchRoutes;
    installFrameworkMemos();
    expect(router.matchRoutes).toBe(installed);
    expect(comparable(router.matchRoutes(appLikeTree(), '/cursos/roblox'))).toEqual(
      comparable(originalMatchRoutes(appLikeTree(), '/cursos/roblox')),
    );
  });
});
