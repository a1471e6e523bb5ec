/**
 * Enhancements for a <details> menu on a hydrated page (without JavaScript, the menu still opens
 * and closes by its summary): close it after a client-side navigation, which does not reload the
 * page and would leave it covering the new one, and on Escape (app/enhance/menus.ts, which the
 * script of non-hydrated routes calls too).
 */
import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { closeOnEscape } from '~/enhance/menus';

/**
 * The `name` shared by the header's menus: the browser keeps at most one of them open (exclusive
 * <details>, no JavaScript needed), so the navigation and user panels never cover each other.
 */
export const HEADER_MENUS = 'menu-cabecera';

export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => (ref.current ? closeOnEscape(ref.current) : undefined), []);

  return ref;
}
