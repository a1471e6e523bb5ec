import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, Link } from '@remix-run/react';
import { invitedBy } from '@kernel/texts/referral';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadInvitation } from './landing.server';
import referralStyles from '~/styles/referral.css';
import { HYDRATE } from '~/lib/page-handles';
import { signUpHref } from '~/lib/return-path';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(referralStyles);

export const handle = HYDRATE;

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadInvitation(request, params.code, context);

export default function InvitationPage() {
  const { signedIn, invitation, unknown } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!invitation) {
    return (
      <div className="container page invitation" data-testid="invitation-unknown">
        <h1>{unknown?.title}</h1>
        <p role="alert">{unknown?.message}</p>
        <p className="invitation__ways">
          <Link to="/cursos" className="button">
            Ver cursos
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page invitation" data-testid="invitation">
      <h1>{invitedBy(invitation.inviterFirstName)}</h1>
      <p>
        Te invita {invitation.phrase}{' '}
        {invitation.itemHref ? (
          <Link to={invitation.itemHref} data-testid="invitation-item">
            <strong>{invitation.itemName}</strong>
          </Link>
        ) : (
          <strong>{invitation.itemName}</strong>
        )}
        .
      </p>
      {invitation.refusal ? (
        <p className="card form-error" role="alert" data-testid="invitation-refusal">
          {invitation.refusal}
        </p>
      ) : (
        <div className="card" data-testid="invitation-benefit">
          <h2>Tu beneficio</h2>
          <p>
            {invitation.benefit}, con el código <strong>{invitation.code}</strong>. Válido hasta el{' '}
            {invitation.expires}.
          </p>
          <p className="muted">
            Guardamos tu invitación en este navegador durante 7 días: al pagar tu primera compra en línea
            podrás aplicarla.
          </p>
        </div>
      )}
      <p className="invitation__ways">
        {signedIn ? null : (
          <>
            {/* Signing up or in comes back to this invitation (issue 53). */}
            <Link to={signUpHref(pathname)} className="button" data-testid="invitation-sign-up">
              Regístrate
            </Link>
            <Link
              to={`${pathname}?login`}
              className="button button--secondary"
              data-testid="invitation-sign-in"
            >
              Inicia sesión
            </Link>
          </>
        )}
        <Link to="/cursos" className={signedIn ? 'button' : 'button button--secondary'}>
          Ver cursos
        </Link>
      </p>
    </div>
  );
}

export const meta = privateMeta('Invitación · Kodea');

export const ErrorBoundary = RouteErrorPage;
