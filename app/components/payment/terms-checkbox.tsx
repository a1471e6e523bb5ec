// The terms box of every payment form (spec §4, §5): the server refuses a payment without it
// (server/validation/terms.ts); with JavaScript the form's pay button waits for it (`onChange`).
import { useActionData } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { TermsAnswer } from '~/lib/forms/terms.server';

/** The box's error in the page's answer to a payment without the terms, whatever route it is on. */
export function useTermsError(): string | null {
  const data = useActionData<TermsAnswer>();
  return data?.form === 'terms' ? data.result.error?.terms?.[0] ?? null : null;
}

export function TermsCheckbox({
  id,
  error,
  defaultChecked,
  onChange,
  suffix,
}: {
  /** Conform's field id where the form is Conform's: the error's id follows it. */
  id: string;
  error?: string | null;
  /** Ticked when the page comes back from a post that had it ticked (a refused code, JavaScript off). */
  defaultChecked?: boolean;
  onChange?: (accepted: boolean) => void;
  /** Words after 'términos y condiciones': what else the parent agrees to (a monthly charge). */
  suffix?: ReactNode;
}) {
  const errorId = `${id}-error`;
  // A box ticked before the page came to life counts: the pay button must not wait for a second tick.
  const boxRef = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (boxRef.current?.checked) onChangeRef.current?.(true);
  }, []);
  return (
    <div className="field">
      <div className="checkbox">
        <input
          ref={boxRef}
          id={id}
          type="checkbox"
          name="terms"
          value="on"
          required
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          Acepto los{' '}
          <a href="/terminos-y-condiciones" target="_blank" rel="noopener">
            términos y condiciones
          </a>
          {suffix}
        </label>
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
