/**
 * Enhancements for a <details> menu once JavaScript runs (without it, the menu still opens and
 * closes by its summary): close it after a client-side navigation, which does not reload the page
 * and would leave it covering the new one, and on Escape, returning focus to its summary.
 */
import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

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

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    details.addEventListener('keydown', onKeyDown);
    return () => details.removeEventListener('keydown', onKeyDown);
  }, []);

  return ref;
}
