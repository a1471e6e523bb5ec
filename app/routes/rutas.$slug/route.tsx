import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { PathDetail } from '~/components/catalogue/path-detail';
import { productBuy } from '~/components/catalogue/product-actions';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { loadPathPage } from './path-page.server';
import { VISITOR_PAGE } from '~/lib/page-handles';
import type { loader as rootLoader } from '~/root';
import { publicMeta } from '~/lib/seo';
import catalogueStyles from '~/styles/catalogue.css';
import { durationLabel } from '@kernel/texts/parents';
import { stylesheets } from '~/lib/stylesheets';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await loadPathPage(request, params.slug, context));
}

export default function LearningPathPage() {
  const { path, origin, infoUrl, buy } = useLoaderData<typeof loader>();
  // The root loader's user decides who may pay: a signed-in request is never cached
  // (cache-policy.server.ts), so the /pagar links reach parents only.
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  return (
    <PathDetail
      path={path}
      origin={origin}
      buy={productBuy(buy, user, `/rutas/${path.slug}?login`)}
      infoUrl={infoUrl}
    />
  );
}

/** Its price table is in the visitor's currency (decision 018): kept per visitor address only. */
export const handle = VISITOR_PAGE;

export const links = stylesheets(catalogueStyles);

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
