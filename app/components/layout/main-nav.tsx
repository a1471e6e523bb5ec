// Both lists are in the markup and CSS shows one: a hidden list is out of the tab order and the
// accessibility tree, so keyboard and screen-reader users meet the links once.
import { NavLinkItems, type NavLinkItem } from './nav-link-items';
import { HEADER_MENUS, useDismissableDetails } from './use-dismissable-details';

const LINKS: NavLinkItem[] = [
  { to: '/cursos', label: 'Cursos' },
  { to: '/rutas', label: 'Rutas' },
  { to: '/vacaciones', label: 'Vacaciones' },
  { to: '/contactanos', label: 'Contáctanos' },
];

export function MainNav() {
  const menuRef = useDismissableDetails();
  return (
    <nav aria-label="Principal" className="main-nav">
      <ul className="main-nav__bar">
        <NavLinkItems links={LINKS} />
      </ul>
      <details className="main-nav__menu" name={HEADER_MENUS} ref={menuRef}>
        <summary>
          <span className="main-nav__label">Menú</span>
        </summary>
        <ul className="main-nav__panel">
          <NavLinkItems links={LINKS} />
        </ul>
      </details>
    </nav>
  );
}
