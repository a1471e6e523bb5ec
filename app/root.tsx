import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { LoginDialog } from '~/components/auth/login-dialog';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { RouteErrorPage } from '~/components/route-error';
import { ToastProvider, ToastRegion } from '~/components/ui/toast';
import { SKIP_LINK_TEXT } from '@kernel/texts/site';
import { errorMeta } from '~/lib/error-pages';
import { useNonce } from '~/lib/nonce';
import { shouldHydrate, skipLinkOf } from '~/lib/page-handles';
import { layoutResponse } from '~/root.server';
import styles from '~/styles/app.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return layoutResponse(request, context);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A page hydrates when one of its routes' handles asks for it; any other is plain HTML plus the
  // one script of app/enhance/.
  const matches = useMatches();
  const hydrate = shouldHydrate(matches);
  const skipLink = skipLinkOf(matches);
  const enhanceScript = useRouteLoaderData<typeof loader>('root')?.enhanceScript;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8C30F2" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          {SKIP_LINK_TEXT}
        </a>
        {skipLink ? (
          <a className="skip-link" href={skipLink.href}>
            {skipLink.label}
          </a>
        ) : null}
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : enhanceScript ? (
          <script src={enhanceScript} defer />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <ToastProvider initial={data.toast}>
      <SiteHeader user={data.user} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="contenido" className="site-main" tabIndex={-1}>
        <ToastRegion />
        <Outlet />
      </main>
      <SiteFooter contact={data.contact} />
      {data.login.open ? <LoginDialog login={data.login} /> : null}
    </ToastProvider>
  );
}

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : [
        { title: 'Kodea · Cursos de programación en vivo para niños y adolescentes' },
        {
          name: 'description',
          content:
            'Clases en vivo de programación, videojuegos, robótica e inteligencia artificial para niños y adolescentes de Perú y Latinoamérica.',
        },
      ];

/** The layout itself failed or no route matched: header and footer stay. */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>('root');
  return (
    <>
      <SiteHeader user={layout?.user ?? null} />
      <main id="contenido" className="site-main" tabIndex={-1}>
        <RouteErrorPage />
      </main>
      <SiteFooter contact={layout?.contact ?? null} />
    </>
  );
}
