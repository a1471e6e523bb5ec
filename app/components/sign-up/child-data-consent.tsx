// The parent's express consent for a child's data (issue 55 point 6), in the sign-up's children
// step and in 'Agregar hijo': unticked by default, refused beside the box by the server. Its name
// is CHILD_DATA_CONSENT.field in both forms.
import type { FieldMetadata } from '@conform-to/react';
import { CHILD_DATA_CONSENT, PRIVACY_PATH } from '@kernel/texts/privacy';
import { CheckboxField } from '~/components/forms/fields';

export function ChildDataConsent<S>({ meta }: { meta: FieldMetadata<S> }) {
  return (
    <CheckboxField meta={meta}>
      {CHILD_DATA_CONSENT.before}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener">
        {CHILD_DATA_CONSENT.link}
      </a>
      {CHILD_DATA_CONSENT.after}
    </CheckboxField>
  );
}
