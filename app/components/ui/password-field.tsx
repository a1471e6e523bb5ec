/** Password input with a show/hide toggle (spec §5). The toggle appears once JavaScript runs. */
import { useState } from 'react';
import { FieldFrame } from '~/components/forms/fields';
import { useHydrated } from '~/lib/use-hydrated';

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
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const descriptions = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint}>
      <div className="field__with-action">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={descriptions || undefined}
        />
        {hydrated ? (
          <button
            type="button"
            className="field__action"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
