import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { useLoaderData, Link } from '@remix-run/react';
import { INVITE_LABEL, MY_REFERRALS } from '@kernel/texts/referral';
import { ParentsShell } from '~/components/parents/parents-shell';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { parentPageData } from '~/lib/parent-route.server';
import parentsStyles from '~/styles/parents.css';
import referralStyles from '~/styles/referral.css';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles, referralStyles);

const PATH = '/dashboard/referidos';

export const handle = { ...HYDRATE, ...signInPrompt(MY_REFERRALS, 'Inicia sesión para ver tus referidos.') };

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  parentPageData(request, PATH, async (caller) => json({ view: await caller.referral.mine() }), context);

const LEAD = 'Las familias que usaron tus invitaciones y el beneficio que ganaste.';

export default function ReferralsPage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { view } = data;
  return (
    <ParentsShell title={MY_REFERRALS} lead={LEAD}>
      <section className="card" aria-labelledby="earned-title">
        <h2 id="earned-title">Beneficio ganado</h2>
        <p className="referrals-earned" data-testid="referrals-earned">
          {view.earned.length > 0 ? view.earned.join(' · ') : 'Aún no has ganado beneficios.'}
        </p>
      </section>
      <section className="card" aria-labelledby="used-title">
        <h2 id="used-title">Invitaciones usadas</h2>
        {view.rows.length === 0 ? (
          <p data-testid="referrals-empty">
            Todavía nadie usó tus invitaciones. Comparte tu enlace desde cualquier curso pagado con «
            {INVITE_LABEL}».
          </p>
        ) : (
          <table className="referrals-table" data-testid="referrals">
            <caption className="visually-hidden">Invitaciones usadas</caption>
            <thead>
              <tr>
                <th scope="col">Familia invitada</th>
                <th scope="col">Producto</th>
                <th scope="col">Estado</th>
                <th scope="col">Beneficio</th>
                <th scope="col">Fecha</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.id} data-testid="referral-row">
                  <th scope="row">{row.invited}</th>
                  <td data-label="Producto">{row.itemName}</td>
                  <td data-label="Estado">
                    <span className={`referral-status--${row.status}`} data-testid="referral-status">
                      {row.statusLabel}
                    </span>
                  </td>
                  <td data-label="Beneficio">{row.reward ?? '—'}</td>
                  <td data-label="Fecha">{row.date}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {view.items.length > 0 ? (
        <section className="card" aria-labelledby="invite-items-title">
          <h2 id="invite-items-title">{INVITE_LABEL}</h2>
          <ul>
            {view.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>
                  {item.name} <span className="muted">({item.childFirstName})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ParentsShell>
  );
}

export const meta = privateMeta(`${MY_REFERRALS} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
