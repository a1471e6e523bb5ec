/** No value from Conform's props: a password is never given back. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { FieldFrame, fieldIds } from '~/components/forms/fields';
import { addPasswordToggle } from '~/enhance/password-toggle';
import { KEPT_IN_PLACE_ATTRIBUTE } from '~/enhance/sent-in-place';

export function PasswordField<S>({
  meta,
  label,
  invalid = false,
  describedBy,
  autoFocus = false,
  autoComplete = 'current-password',
  hint,
  note,
  keptInPlace = false,
}: {
  meta: FieldMetadata<S>;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  /** 'new-password' on the sign-up, so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
  hint?: string;
  /** A neutral word, never an error: the page came back without the password, so type it again. */
  note?: string;
  /** Sent in place (app/enhance/sent-in-place.ts), the answer gets what was typed, and the note goes. */
  keptInPlace?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => (inputRef.current ? addPasswordToggle(inputRef.current) : undefined), []);
  const noteId = note ? `${meta.id}-note` : undefined;
  const ariaDescribedBy =
    [fieldIds({ meta, hint }).hint, noteId, describedBy].filter(Boolean).join(' ') || undefined;
  const props = getInputProps(meta, { type: 'password', value: false, ariaDescribedBy });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      {note ? (
        <p className="field__hint field__note" id={noteId}>
          {note}
        </p>
      ) : null}
      <div className="field__with-action">
        <input
          ref={inputRef}
          {...props}
          aria-invalid={props['aria-invalid'] || invalid || undefined}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          data-password-toggle=""
          {...(keptInPlace ? { [KEPT_IN_PLACE_ATTRIBUTE]: noteId ?? '' } : {})}
        />
      </div>
    </FieldFrame>
  );
}
