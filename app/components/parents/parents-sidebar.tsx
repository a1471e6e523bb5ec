/**
 * The parents' sidebar (spec §2): 'Dashboard' and 'Preguntas Frecuentes', then 'Mis compras'
 * (issue 16: the family's invoices and purchases), 'Mis referidos' and the social-network links.
 * On a phone it folds into a <details>: its summary reads 'Menú' and, once open, 'Cerrar menú' —
 * the close button is the summary itself, a real control without JavaScript. Wide screens show
 * the same <details> as an open column, by CSS alone (its content pseudo-element, parents.css), so
 * the links are in the page once: every page of the zone rendered them twice before (issue 18).
 * A browser without `::details-content` keeps the 'Menú' button on wide screens too.
 */
import { SocialLinks } from '~/components/contact/social-links';
import { SiteNavLink } from '~/components/layout/site-link';
import { useDismissableDetails } from '~/components/layout/use-dismissable-details';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { MY_REFERRALS } from '@kernel/texts/referral';

export function ParentsSidebar({ chatNumber }: { chatNumber: string }) {
  const menuRef = useDismissableDetails();
  return (
    <nav className="parents-sidebar" aria-label={PARENTS_TEXT.sidebarLabel}>
      <details className="parents-sidebar__menu" ref={menuRef}>
        <summary className="parents-sidebar__toggle">
          <span className="parents-sidebar__when-closed">{PARENTS_TEXT.openMenu}</span>
          <span className="parents-sidebar__when-open">{PARENTS_TEXT.closeMenu}</span>
        </summary>
        <div className="parents-sidebar__content">
          <ul className="parents-sidebar__items">
            <li>
              <SiteNavLink to="/dashboard" end>
                {PARENTS_TEXT.dashboard}
              </SiteNavLink>
            </li>
            <li>
              <SiteNavLink to="/dashboard/faq">{PARENTS_TEXT.faq}</SiteNavLink>
            </li>
            <li>
              <SiteNavLink to="/dashboard/compras">{PARENTS_TEXT.purchases}</SiteNavLink>
            </li>
            <li>
              <SiteNavLink to="/dashboard/referidos">{MY_REFERRALS}</SiteNavLink>
            </li>
          </ul>
          <SocialLinks chatNumber={chatNumber} />
        </div>
      </details>
    </nav>
  );
}
