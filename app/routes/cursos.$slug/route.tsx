import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { CourseDetail } from '~/components/catalogue/course-detail';
import { productBuy } from '~/components/catalogue/product-actions';
import { PackDetail } from '~/components/catalogue/pack-detail';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { loadCourseLinkPage } from './course-link-page.server';
import { VISITOR_PAGE } from '~/lib/page-handles';
import type { loader as rootLoader } from '~/root';
import { publicMeta } from '~/lib/seo';
import catalogueStyles from '~/styles/catalogue.css';
import { stylesheets } from '~/lib/stylesheets';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await loadCourseLinkPage(request, params.slug, context));
}

export default function CourseLinkPage() {
  const data = useLoaderData<typeof loader>();
  // As on /rutas/{slug}: only the root loader's user decides, so the anonymous page stays cacheable.
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  if (data.kind === 'pack')
    return (
      <PackDetail
        pack={data.pack}
        origin={data.origin}
        infoUrl={data.infoUrl}
        syllabusUrl={data.syllabusUrl}
      />
    );
  return (
    <CourseDetail
      course={data.course}
      startText={data.startText}
      groups={data.groups}
      seats={data.seats}
      waitlistUrl={data.waitlistUrl}
      price={data.price}
      origin={data.origin}
      buy={productBuy(data.buy, user)}
      infoUrl={data.infoUrl}
      syllabusUrl={data.syllabusUrl}
      vacation={data.vacation}
      paths={data.paths}
      jsonLd={data.jsonLd}
    />
  );
}

/** Prices follow the visitor's location: private for HTTP caches, kept by the server per address. */
export const handle = VISITOR_PAGE;

export const links = stylesheets(catalogueStyles);

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) => {
  // No data only when the loader failed, and withErrorMeta answers that with the error's title.
  if (!data) return [];
  const [product, description, image] =
    data.kind === 'pack'
      ? [data.pack, data.pack.description, data.pack.image?.url]
      : [data.course, data.course.summary, data.course.image ?? data.course.backgroundImage];
  return publicMeta({
    title: `${product.name} · Kodea`,
    description,
    path: `/cursos/${product.slug}`,
    image,
    origin: data.origin,
  });
});

export const ErrorBoundary = RouteErrorPage;
