import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, Link } from '@remix-run/react';
import { INVITE_LABEL, MY_REFERRALS } from '@kernel/texts/referral';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { CopyLink } from '~/components/referral/copy-link';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { inviteAction, loadInvitePage } from './invite.server';
import parentsStyles from '~/styles/parents.css';
import referralStyles from '~/styles/referral.css';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles, referralStyles);

export const handle = { ...HYDRATE, ...signInPrompt(INVITE_LABEL, 'Inicia sesión para invitar a un amigo.') };

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadInvitePage(request, params, context);
export const action = ({ request, params }: ActionFunctionArgs) => inviteAction(request, params);

const LEAD = 'Comparte Kodea con otra familia: tu invitación les da un beneficio en su primera compra.';

export default function InvitePage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (!data) return null;
  const { invite } = data;
  const creating = navigation.state === 'submitting';
  return (
    <ParentsShell title={INVITE_LABEL} lead={LEAD}>
      <section className="card invite" aria-labelledby="invite-title" data-testid="invite">
        <h2 id="invite-title">
          Invita {invite.phrase}{' '}
          {invite.itemHref ? (
            <Link to={invite.itemHref} data-testid="invite-item">
              {invite.itemName}
            </Link>
          ) : (
            invite.itemName
          )}
        </h2>
        <p className="muted">
          {invite.kind === 'group'
            ? `Tu amigo podrá unirse al grupo de ${invite.childFirstName}.`
            : `Lo estudia ${invite.childFirstName}.`}
        </p>
        {invite.link ? (
          <div className="invite-link" id="enlace">
            <p data-testid="invite-benefit">
              <strong>Beneficio para tu amigo:</strong> {invite.link.benefit}. Válido hasta el{' '}
              {invite.link.expires}.
            </p>
            <label htmlFor="invite-url">Tu enlace de invitación</label>
            <div className="invite-link__row">
              <input
                id="invite-url"
                type="text"
                readOnly
                value={invite.link.url}
                className="invite-link__field"
                data-testid="invite-url"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyLink value={invite.link.url} fieldId="invite-url" />
            </div>
            <p className="muted">
              Código: <strong data-testid="invite-code">{invite.link.code}</strong>
            </p>
            <p>
              <a
                href={invite.link.shareHref}
                className="button"
                target="_blank"
                rel="noopener noreferrer"
                data-testid="invite-share"
              >
                Compartir por WhatsApp
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </p>
          </div>
        ) : (
          <Form method="post" className="invite-create">
            <p>Crea tu enlace para este producto; si ya lo creaste, verás el mismo.</p>
            <button type="submit" className="button" disabled={creating} data-testid="invite-create">
              {creating ? 'Creando enlace…' : 'Crear mi enlace'}
            </button>
          </Form>
        )}
      </section>
      <p>
        <Link to="/dashboard/referidos">{MY_REFERRALS}</Link> ·{' '}
        <Link to="/dashboard">Volver al Dashboard</Link>
      </p>
    </ParentsShell>
  );
}

export const meta = privateMeta(`${INVITE_LABEL} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
