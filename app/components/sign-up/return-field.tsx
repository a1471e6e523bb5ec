import { RETURN_PARAM } from '~/lib/return-path';

/** The step the sign-up was opened from travels with each of its forms (issue 53). */
export function ReturnField({ returnTo }: { returnTo: string | null }) {
  return returnTo ? <input type="hidden" name={RETURN_PARAM} value={returnTo} /> : null;
}
