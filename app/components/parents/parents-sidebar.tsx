/**
 * The parents' sidebar (spec §2): 'Dashboard' and 'Preguntas Frecuentes', then 'Mis compras'
 * (issue 16: the family's invoices and purchases), and the social-network links. Wide screens show it as a column. On a phone it folds into a
 * <details>: its summary reads 'Menú' and, once open, 'Cerrar menú' — the close button is the
 * summary itself, a real control without JavaScript. Both copies are in the markup and CSS shows
 * one (as the header's main-nav does), so keyboard and screen-reader users meet the links once.
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
        <SidebarContent chatNumber={chatNumber} />
      </details>
      <div className="parents-sidebar__column">
        <SidebarContent chatNumber={chatNumber} />
      </div>
    </nav>
  );
}

function SidebarContent({ chatNumber }: { chatNumber: string }) {
  return (
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
  );
}
