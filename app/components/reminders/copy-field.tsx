import { useState } from 'react';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import { useHydrated } from '~/lib/use-hydrated';

export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(REMINDERS_TEXT.copied);
    } catch {
      setStatus(REMINDERS_TEXT.copyFailed);
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        readOnly
        value={value}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated ? (
        <button type="button" className="button button--small button--secondary" onClick={copy}>
          {REMINDERS_TEXT.copy}
        </button>
      ) : null}
      <p role="status" className="copy-field__status">
        {status}
      </p>
    </div>
  );
}
