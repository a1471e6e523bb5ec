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
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  /** 'new-password' on the sign-up, so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
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
