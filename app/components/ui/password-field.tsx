/** No value from Conform's props: a password is never given back. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { FieldFrame, fieldIds } from '~/components/forms/fields';
import { addPasswordToggle } from '~/enhance/password-toggle';

export function PasswordField<S>({
  meta,
  label,
  invalid = false,
  describedBy,
  autoFocus = false,
  autoComplete = 'current-password',
  hint,
}: {
  meta: FieldMetadata<S>;
  label: string;
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
  const ariaDescribedBy = [fieldIds({ meta, hint }).hint, describedBy].filter(Boolean).join(' ') || undefined;
  const props = getInputProps(meta, { type: 'password', value: false, ariaDescribedBy });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <div className="field__with-action">
        <input
          ref={inputRef}
          {...props}
          aria-invalid={props['aria-invalid'] || invalid || undefined}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          data-password-toggle=""
        />
      </div>
    </FieldFrame>
  );
}
