import { useLocation, Link } from '@remix-run/react';
import { withLoginParam } from '~/lib/safe-redirect';
import type { LayoutData } from '~/root.server';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

export function SiteHeader({ user }: { user: LayoutData['user'] }) {
  const location = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Kodea, ir al inicio">
          <img src="/images/logo.svg" alt="Kodea" width={128} height={32} />
        </Link>
        <MainNav />
        <div className="site-header__account">
          {user ? (
            <UserMenu user={user} insideDashboard={location.pathname.startsWith('/dashboard')} />
          ) : (
            <Link
              to={withLoginParam(location.pathname + location.search, true)}
              className="button button--small"
              preventScrollReset
            >
              Iniciar sesión
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
