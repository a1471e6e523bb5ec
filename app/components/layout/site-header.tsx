import { useLocation } from '@remix-run/react';
import { withLoginParam } from '~/lib/safe-redirect';
import type { LayoutData } from '~/root.server';
import { MainNav } from './main-nav';
import { SiteLink } from './site-link';
import { UserMenu } from './user-menu';

export function SiteHeader({ user }: { user: LayoutData['user'] }) {
  const location = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <SiteLink to="/" className="site-header__logo" aria-label="Kodea, ir al inicio">
          <img src="/images/logo.svg" alt="Kodea" width={128} height={32} />
        </SiteLink>
        <MainNav />
        <div className="site-header__account">
          {user ? (
            <UserMenu user={user} insideDashboard={location.pathname.startsWith('/dashboard')} />
          ) : (
            <SiteLink
              to={withLoginParam(location.pathname + location.search, true)}
              className="button button--small"
              preventScrollReset
            >
              Iniciar sesión
            </SiteLink>
          )}
        </div>
      </div>
    </header>
  );
}
