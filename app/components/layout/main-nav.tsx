/**
 * The main navigation. Wide screens show the links in a row; on a phone they sit behind a 'Menú'
 * disclosure (<details>, so it opens without JavaScript) and the header stays one compact row.
 * Both lists are in the markup and CSS shows one of them: a hidden list is out of the tab order
 * and the accessibility tree, so keyboard and screen-reader users meet the links once.
 * On a light page its content is kept once per active link (docs/decisions/062).
 */
import { useLocation } from '@remix-run/react';
import { MarkupOnce } from '~/lib/markup-once';
import { activeLinkOf, NavLinkItems, type NavLinkItem } from './site-link';
import { HEADER_MENUS, useDismissableDetails } from './use-dismissable-details';

const LINKS: NavLinkItem[] = [
  { to: '/cursos', label: 'Cursos' },
  { to: '/vacaciones', label: 'Vacaciones' },
  { to: '/contactanos', label: 'Contáctanos' },
];

export function MainNav() {
  const menuRef = useDismissableDetails();
  const { pathname } = useLocation();
  const active = activeLinkOf(LINKS, pathname);
  return (
    <MarkupOnce as="nav" label="Principal" className="main-nav" markupKey={`layout:main-nav ${active}`}>
      <ul className="main-nav__bar">
        <NavLinkItems links={LINKS} active={active} />
      </ul>
      <details className="main-nav__menu" name={HEADER_MENUS} ref={menuRef}>
        <summary>
          <span className="main-nav__label">Menú</span>
        </summary>
        <ul className="main-nav__panel">
          <NavLinkItems links={LINKS} active={active} />
        </ul>
      </details>
    </MarkupOnce>
  );
}
