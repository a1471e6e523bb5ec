// On a phone the sidebar folds into a <details> whose summary is the close button, a real
// control without JavaScript; wide screens show it open by CSS alone, so the links are in the
// page once.
import { SocialLinks } from '~/components/contact/social-links';
import { NavLinkItems, type NavLinkItem } from '~/components/layout/nav-link-items';
import { useDismissableDetails } from '~/components/layout/use-dismissable-details';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { MY_REFERRALS } from '@kernel/texts/referral';
import { MY_DATA_TEXT } from '@kernel/texts/privacy';

const LINKS: NavLinkItem[] = [
  { to: '/dashboard', label: PARENTS_TEXT.dashboard, end: true },
  { to: '/dashboard/faq', label: PARENTS_TEXT.faq },
  { to: '/dashboard/compras', label: PARENTS_TEXT.purchases },
  { to: '/dashboard/referidos', label: MY_REFERRALS },
  { to: '/dashboard/mis-datos', label: MY_DATA_TEXT.title },
];

export function ParentsSidebar({ chatNumber }: { chatNumber: string }) {
  const menuRef = useDismissableDetails();
  return (
    <nav aria-label={PARENTS_TEXT.sidebarLabel} className="parents-sidebar">
      <details className="parents-sidebar__menu" ref={menuRef}>
        <summary className="parents-sidebar__toggle">
          <span className="parents-sidebar__when-closed">{PARENTS_TEXT.openMenu}</span>
          <span className="parents-sidebar__when-open">{PARENTS_TEXT.closeMenu}</span>
        </summary>
        <div className="parents-sidebar__content">
          <ul className="parents-sidebar__items">
            <NavLinkItems links={LINKS} />
          </ul>
          <SocialLinks chatNumber={chatNumber} />
        </div>
      </details>
    </nav>
  );
}
