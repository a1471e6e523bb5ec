// The dashboard contact form (spec §5), a POST to the route's action. On the non-hydrated
// student dashboard app/enhance/sent-in-place.ts sends it without a page load.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { ContactInputSchema } from '@server/validation/contact';
import { SelectField, TextField } from '~/components/forms/fields';
import { FormStatus } from '~/components/forms/form-status';
import { markSending } from '~/enhance/waiting-state';
import { CONTACT_SENT_ID, type ContactFormState } from './contact-messages';
import { SubmitButton } from '~/components/forms/submit-button';

const INQUIRY_OPTIONS = [
  { value: 'academica', label: 'Académica' },
  { value: 'soporte', label: 'Soporte' },
];

interface ContactFormProps {
  state: ContactFormState | null;
  /** The §8 success after a send, kept beside the form (issue 53: a toast left the screen). */
  sent: string | null;
}

export function ContactForm(props: ContactFormProps) {
  // A new location (the redirect after a success, or the action's answer) draws the form anew
  // from what the server answered: empty after a success, as the page sent in place shows it.
  const { key } = useLocation();
  return <ContactFields key={key} {...props} />;
}

function ContactFields({ state, sent }: ContactFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ContactInputSchema>>({
    id: 'contacto',
    lastResult: state?.result,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Through the loaders' reload after the action too: the form is busy until the page shows the
  // answer, as the page sent in place is until its new body is in.
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'contact';
  useEffect(() => {
    if (formRef.current) markSending(formRef.current, sending);
  }, [sending]);

  return (
    <Form ref={formRef} method="post" className="contact-form" data-sent-in-place="" {...getFormProps(form)}>
      {sent ? <FormStatus id={CONTACT_SENT_ID} message={sent} /> : null}
      <input type="hidden" name="intent" value="contact" />
      <SelectField
        meta={fields.tipo_de_consulta}
        id="tipo_de_consulta"
        label="Tipo de consulta"
        placeholder="Selecciona una opción"
        options={INQUIRY_OPTIONS}
      />
      <TextField
        meta={fields.message}
        id="message"
        label="Mensaje"
        multiline
        maxLength={2000}
        placeholder="Cuéntanos en qué te podemos ayudar"
      />
      <SubmitButton idle="Enviar" sending="Enviando…" />
    </Form>
  );
}
