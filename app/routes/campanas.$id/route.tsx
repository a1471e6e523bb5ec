import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CampaignPicture } from '~/components/campaigns/campaign-picture';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicMeta } from '~/lib/seo';
import campaignStyles from '~/styles/campaigns.css';
import { loadCampaignPage } from './campaign-page.server';
import { AgeRangeFact, nameProp, productItem } from '~/components/ui/product-facts';
import { stylesheets } from '~/lib/stylesheets';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await loadCampaignPage(request, params.id, context));
}

const KIND_ACTION = {
  course: 'Ver curso',
  pack: 'Ver pack',
  path: 'Ver ruta',
  program: 'Ver programa',
} as const;

export default function CampaignPage() {
  const { campaign, origin } = useLoaderData<typeof loader>();
  return (
    <div className="container page campaign-page">
      <Breadcrumbs items={[{ name: campaign.title, pathname: 'end' }]} origin={origin} />
      <CampaignPicture image={campaign.image} eager />
      <h1>{campaign.title}</h1>
      <p className="campaign-card__dates">{campaign.datesText}</p>
      {campaign.description ? <p className="page__lead">{campaign.description}</p> : null}
      {campaign.href !== `/campanas/${campaign.id}` ? (
        <p>
          <a className="button" href={campaign.href}>
            Ver la campaña completa
          </a>
        </p>
      ) : null}
      <h2>Cursos y programas de la campaña</h2>
      {campaign.products.length === 0 ? (
        <p className="empty-state">Pronto publicaremos los cursos de esta campaña.</p>
      ) : (
        <ul className="campaign-products" data-testid="campaign-products">
          {campaign.products.map((product) => (
            <li
              key={product.id}
              className="card campaign-product"
              {...(product.href && product.kind !== 'program' ? productItem(product.href) : {})}
            >
              <h3 {...nameProp}>{product.name}</h3>
              {product.ageText ? (
                <p className="campaign-product__age">
                  {product.ageRange ? (
                    <AgeRangeFact ageRange={product.ageRange}>{product.ageText}</AgeRangeFact>
                  ) : (
                    product.ageText
                  )}
                </p>
              ) : null}
              {product.description ? <p>{product.description}</p> : null}
              {product.href ? (
                <a href={product.href} aria-label={`${KIND_ACTION[product.kind]}: ${product.name}`}>
                  {KIND_ACTION[product.kind]}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <aside className="campaign-page__trial">
        <p>¿Quieres probar antes de inscribirte?</p>
        <a href="/clase-de-prueba">Reserva una clase de prueba gratis</a>
      </aside>
    </div>
  );
}

/** The same for every visitor (no prices): a CDN and the page cache may keep it. */
export const handle = PUBLIC_PAGE;

export const links = stylesheets(campaignStyles);

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) =>
  data
    ? publicMeta({
        title: `${data.campaign.title} · Campañas · Kodea`,
        description: data.campaign.summary || data.campaign.description || data.campaign.title,
        path: `/campanas/${data.campaign.id}`,
        origin: data.origin,
      })
    : [],
);

export const ErrorBoundary = RouteErrorPage;
