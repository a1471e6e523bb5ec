/**
 * A small Remix app served through the real entry (`app/entry.server.tsx`) by Remix's own request
 * handler (not a test file): a root whose Layout renders `<Scripts>` by the rule app/root.tsx
 * follows (`shouldHydrate` on the matches' handles), a page that does not hydrate and one that
 * does, each with text whose characters take several bytes in UTF-8, and a page that does not
 * hydrate with a part that suspends (a `lazy` component).
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, useLoaderData, useMatches } from '@remix-run/react';
import { createElement as h, lazy, Suspense, type ReactNode } from 'react';
import * as entry from '../../app/entry.server';
import { HYDRATE, shouldHydrate } from '../../app/lib/page-handles';

function Layout({ children }: { children: ReactNode }) {
  const hydrate = shouldHydrate(useMatches());
  return h(
    'html',
    { lang: 'es' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h(Meta), h(Links)),
    h('body', null, children, hydrate ? h(Scripts) : null),
  );
}

function Page() {
  const { lines } = useLoaderData<{ lines: string[] }>();
  return h(
    'main',
    null,
    h('h1', { title: 'Señal · ñandú' }, 'Página de ', lines.length, ' líneas'),
    h('ul', null, ...lines.map((line, index) => h('li', { key: index, 'data-n': `ó${index}` }, line))),
  );
}

function Late() {
  return h('p', null, 'Llegó después: ñandú');
}
const LateLater = lazy(() => Promise.resolve({ default: Late }));

function PageWithALatePart() {
  return h('div', null, h(Page), h(Suspense, { fallback: h('p', null, 'Cargando…') }, h(LateLater)));
}

/** Long enough that a multi-byte character meets a renderer's buffer end somewhere. */
const loader = () => ({ lines: Array.from({ length: 300 }, (_, i) => `Línea ${i}: acción, ñandú · café`) });

const FLAGS = { hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false };
const ROUTES = [
  { id: 'root', path: '', module: { default: () => h(Outlet), Layout } },
  { id: 'routes/plana', parentId: 'root', path: 'plana', module: { default: Page, loader } },
  {
    id: 'routes/hidratada',
    parentId: 'root',
    path: 'hidratada',
    module: { default: Page, loader, handle: HYDRATE },
  },
  { id: 'routes/tardia', parentId: 'root', path: 'tardia', module: { default: PageWithALatePart, loader } },
];

export function documentApp(module: ServerBuild['entry']['module'] = entry) {
  const build: ServerBuild = {
    mode: 'production',
    entry: { module },
    routes: Object.fromEntries(ROUTES.map((route) => [route.id, route])),
    assets: {
      entry: { module: '/build/entry.client.js', imports: [] },
      routes: Object.fromEntries(
        ROUTES.map(({ id, parentId, path, module }) => [
          id,
          { id, parentId, path, module: `/build/${id}.js`, hasLoader: 'loader' in module, ...FLAGS },
        ]),
      ),
      url: '/build/manifest.js',
      version: 'test',
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    },
    isSpaMode: false,
  };
  const handle = createRequestHandler(build, 'production');
  return (path: string) => handle(new Request(`http://localhost${path}`), {});
}
