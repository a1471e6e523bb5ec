/**
 * Password input with a show/hide toggle (spec §5). The toggle is drawn by app/enhance/password-toggle.ts
 * once JavaScript runs: by the effect below on a hydrated page, by the page's script otherwise.
 */
import { useEffect, useRef } from 'react';
import { FieldFrame } from '~/components/forms/fields';
import { addPasswordToggle } from '~/enhance/password-toggle';

export function PasswordField({
  id,
  name,
  label,
  error,
  invalid = false,
  describedBy,
  autoFocus = false,
  autoComplete = 'current-password',
  hint,
}: {
  id: string;
  name: string;
  label: string;
  /** The field's own message, shown under it. */
  error?: string;
  /** Invalid because of a message shown elsewhere (e.g. wrong credentials for the whole form). */
  invalid?: boolean;
  /** Ids of other elements that describe the field, such as that message. */
  describedBy?: string;
  autoFocus?: boolean;
  /** 'new-password' on the sign-up, so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
  /** A rule to follow, shown under the label (id `<id>-hint`). */
  hint?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => (inputRef.current ? addPasswordToggle(inputRef.current) : undefined), []);
  const descriptions = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint}>
      <div className="field__with-action">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="password"
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={descriptions || undefined}
          data-password-toggle=""
        />
      </div>
    </FieldFrame>
  );
}
