/** 'Copiar enlace': not rendered without JavaScript, where the field beside it is selectable. */
import { useEffect, useState } from 'react';

export function CopyLink({ value, fieldId }: { value: string; fieldId: string }) {
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => setReady(true), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setMessage('Enlace copiado. Ya puedes pegarlo en un mensaje.');
    } catch {
      // No clipboard permission: select the text so the parent can copy it by hand.
      const field = document.getElementById(fieldId);
      if (field instanceof HTMLInputElement) field.select();
      setMessage('No pudimos copiar solos: el enlace está seleccionado, cópialo con tu teclado o menú.');
    }
  }

  return (
    <>
      {ready ? (
        <button type="button" className="button button--secondary" onClick={copy} data-testid="copy-link">
          Copiar enlace
        </button>
      ) : null}
      <p role="status" aria-live="polite" className="invite-link__status" data-testid="copy-status">
        {message}
      </p>
    </>
  );
}
