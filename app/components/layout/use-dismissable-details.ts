// Closes a <details> menu after a client-side navigation, which would leave it covering the new
// page, and on Escape.
import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { closeOnEscape } from '~/enhance/menus';

/** Exclusive <details>: the browser keeps at most one header menu open, no JavaScript needed. */
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
