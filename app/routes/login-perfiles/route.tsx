import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, Link } from '@remix-run/react';
import { avatarSrc } from '~/components/parents/styling';
import { StudentZoneForm } from '~/components/parents/student-zone-card';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadProfiles, profilesAction } from './login-profiles.server';
import parentsStyles from '~/styles/parents.css';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles);

export const handle = HYDRATE;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadProfiles(request, context);

export const action = ({ request }: ActionFunctionArgs) => profilesAction(request);

const TITLE = 'Perfiles';

export default function ProfilesPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) {
    return (
      <div className="container page">
        <h1>{TITLE}</h1>
        <p>Inicia sesión para elegir un perfil.</p>
      </div>
    );
  }
  return (
    <div className="container page profiles">
      <h1>{TITLE}</h1>
      <p className="page__lead">¿A dónde quieres entrar?</p>
      <ul className="profiles__list">
        <li className="profile-card" data-testid="profile-parent">
          <span className="profile-card__initial" aria-hidden="true">
            {data.parent.firstName.charAt(0)}
          </span>
          <h2>{data.parent.firstName}</h2>
          <p className="muted">{PARENTS_TEXT.zoneName}</p>
          <Link to="/dashboard" className="button button--small">
            Ir a la {PARENTS_TEXT.zoneName}
          </Link>
        </li>
        {data.children.map((child) => (
          <li key={child.id} className="profile-card" data-testid="profile-child">
            <img src={avatarSrc(child.avatar)} alt="" width={72} height={72} />
            <h2>{child.firstName}</h2>
            <p className="muted">{PARENTS_TEXT.studentZone}</p>
            <StudentZoneForm childId={child.id} childName={child.firstName} />
          </li>
        ))}
      </ul>
      <p className="profiles__add">
        <Link to="/login-perfiles/nuevo" className="button button--secondary" data-testid="add-child-link">
          Agregar hijo o hija
        </Link>
      </p>
    </div>
  );
}

export const meta = privateMeta(`${TITLE} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
