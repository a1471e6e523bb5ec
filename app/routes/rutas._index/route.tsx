/** /rutas: the learning paths side by side (issue 53), each linking its own page. */
import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PATHS_LABEL } from '@kernel/texts/catalogue';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { PathCard } from '~/components/catalogue/path-card';
import { RouteErrorPage } from '~/components/route-error';
import { VISITOR_PAGE } from '~/lib/page-handles';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import catalogueStyles from '~/styles/catalogue.css';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await loaderCaller(request, context);
  const { paths } = await orThrowResponse(caller.paths.list());
  return json({ paths, origin: publicOrigin() });
}

export default function PathsPage() {
  const { paths, origin } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: PATHS_LABEL, pathname: 'end' }]} origin={origin} />
      <h1>{PATHS_LABEL}</h1>
      <p className="page__lead">
        Cada ruta es una secuencia de cursos en vivo, de un nivel al siguiente, con certificado al terminarla.
      </p>
      {paths.length === 0 ? (
        <p className="empty-state">Pronto publicaremos nuevas rutas.</p>
      ) : (
        <ul className="path-list" data-testid="path-list">
          {paths.map((path) => (
            <PathCard key={path.slug} path={path} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Prices follow the visitor's location (decision 018): kept per visitor address only. */
export const handle = VISITOR_PAGE;

export const links = stylesheets(catalogueStyles);

export const meta = staticPublicMeta({
  title: `${PATHS_LABEL} · Kodea`,
  description:
    'Rutas de aprendizaje de programación para niños y adolescentes: nivel, edades, duración y precio de cada una.',
  path: '/rutas',
});

export const ErrorBoundary = RouteErrorPage;
