import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { PathDetail } from '~/components/catalogue/path-detail';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { loadPathPage } from './path-page.server';
import { VISITOR_PAGE } from '~/lib/page-handles';
import { payHref } from '~/lib/checkout-links';
import type { loader as rootLoader } from '~/root';
import { publicMeta } from '~/lib/seo';
import catalogueStyles from '~/styles/catalogue.css';
import { durationLabel } from '@kernel/texts/parents';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await loadPathPage(request, params.slug));
}

export default function LearningPathPage() {
  const { path, origin, infoUrl } = useLoaderData<typeof loader>();
  // The root loader's user, never this route's data: the anonymous page stays cacheable, and a
  // signed-in request is never cached (cache-policy.server.ts), so the link reaches parents only.
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const parent = user?.role === 'parent';
  const first = path.courses[0];
  const payOnline = parent
    ? {
        fullPath: payHref({ ruta: path.slug }),
        firstCourse: first ? payHref({ ruta: path.slug, curso: first.slug }) : null,
      }
    : null;
  return (
    <PathDetail
      path={path}
      origin={origin}
      payOnline={payOnline}
      infoUrl={infoUrl}
      signInToPay={user ? null : `/rutas/${path.slug}?login`}
    />
  );
}

/** Its price table is in the visitor's currency (decision 018): kept per visitor address only. */
export const handle = VISITOR_PAGE;

export const links = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(
  ({ data }) =>
    data
      ? publicMeta({
          title: `${data.path.name} · Ruta de aprendizaje · Kodea`,
          description:
            data.path.description ||
            `${data.path.name}: ${data.path.levelText}, ${durationLabel(data.path.durationMonths)}.`,
          path: `/rutas/${data.path.slug}`,
          image: data.path.thumbnail?.url,
          origin: data.origin,
        })
      : [], // no data only when the loader failed: withErrorMeta answers with the error's title
);

export const ErrorBoundary = RouteErrorPage;
