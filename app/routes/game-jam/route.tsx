import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { FaqList } from '~/components/faq-list';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { GAME_JAM_AGES, GAME_JAM_CATEGORIES, GAME_JAM_PRIZED_PLACES, categoryText } from '~/lib/game-jam';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { publicMeta } from '~/lib/seo';
import catalogueStyles from '~/styles/catalogue.css';
import { stylesheets } from '~/lib/stylesheets';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await loaderCaller(request, context);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'gamejam' }));
  return json({ faqs, origin: publicOrigin() });
}

export default function GameJamPage() {
  const { faqs, origin } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <Breadcrumbs items={[{ name: 'Game Jam', pathname: 'end' }]} origin={origin} />
      <h1>Game Jam Kodea</h1>
      <p className="page__lead">
        Una competencia para crear tu propio videojuego desde cero, solo o en equipo.
      </p>
      <ul className="game-jam__facts" data-testid="game-jam-facts">
        <li>
          <strong>
            De {GAME_JAM_AGES.from} a {GAME_JAM_AGES.to} años
          </strong>
          <br />
          Pueden participar niñas, niños y adolescentes.
        </li>
        <li>
          <strong>Inscripción gratuita</strong>
          <br />
          No tiene ningún costo.
        </li>
        <li>
          <strong>Premios a los {GAME_JAM_PRIZED_PLACES} primeros puestos</strong>
          <br />
          En cada categoría: {GAME_JAM_CATEGORIES.map(categoryText).join(' y ')}.
        </li>
      </ul>
      <h2>Preguntas frecuentes</h2>
      <FaqList items={faqs} />
    </div>
  );
}

export const handle = PUBLIC_PAGE;

export const links = stylesheets(catalogueStyles);

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) =>
  publicMeta({
    title: 'Game Jam: preguntas frecuentes · Kodea',
    description:
      'Game Jam Kodea para participantes de 9 a 16 años, con inscripción gratuita y premios para los tres primeros puestos de Juniors y Teens.',
    path: '/game-jam',
    origin: data?.origin ?? '',
  }),
);

export const ErrorBoundary = RouteErrorPage;
