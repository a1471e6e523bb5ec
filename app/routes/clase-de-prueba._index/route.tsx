import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { TRIAL_CLASS_TEXT } from '@kernel/texts/trial-class';
import { TrialClassForm } from '~/components/campaigns/trial-class-form';
import { RouteErrorPage } from '~/components/route-error';
import campaignStyles from '~/styles/campaigns.css';
import formsStyles from '~/styles/forms.css';
import { loadTrialForm, trialFormAction } from './trial-form.server';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';

// No handle: plain HTML with the enhancement script (decision 074), and never a cached page, as
// each view carries a one-time token of its own.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTrialForm(request, context);

export const action = ({ request }: ActionFunctionArgs) => trialFormAction(request);

export default function TrialClassPage() {
  const { offer, view: fresh } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!offer || !fresh) {
    return (
      <div className="container page page--narrow">
        <h1>{TRIAL_CLASS_TEXT.formTitle}</h1>
        <p className="page__lead" data-testid="trial-unavailable">
          {TRIAL_CLASS_TEXT.unavailable}
        </p>
        <p>
          <a href="/cursos">Ver cursos</a>
        </p>
      </div>
    );
  }
  const view = posted ?? fresh;
  return (
    <div className="container page page--narrow">
      <h1>{TRIAL_CLASS_TEXT.formTitle}</h1>
      <p className="page__lead">
        {offer.description || `Una clase en vivo de ${offer.durationMinutes} minutos, sin costo.`}
      </p>
      <p>Déjanos tus datos y te escribiremos por WhatsApp para acordar el día y la hora.</p>
      <TrialClassForm view={view} options={offer} />
    </div>
  );
}

export const links = stylesheets(formsStyles, campaignStyles);

export const meta = staticPublicMeta({
  title: 'Clase de prueba gratis · Kodea',
  description:
    'Reserva una clase de prueba gratis de programación en vivo para tu hijo o hija: te escribimos por WhatsApp para acordar el día y la hora.',
  path: '/clase-de-prueba',
});

export const ErrorBoundary = RouteErrorPage;
