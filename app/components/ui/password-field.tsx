/** Password input with a show/hide toggle (spec §5). The toggle appears once JavaScript runs. */
import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

export function PasswordField({
  id,
  name,
  label,
  error,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
}) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__with-action">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
