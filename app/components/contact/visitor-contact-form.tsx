// The visitors' question on /contactanos: a plain POST (the page does not hydrate), busy while
// the browser sends it (app/enhance/busy-on-submit.ts), its answer kept beside it.
import { getFormProps, useForm } from '@conform-to/react';
import type { z } from 'zod';
import type { VisitorContactInputSchema } from '@server/validation/visitor-contact';
import { FormError, TextField } from '~/components/forms/fields';
import { FormStatus } from '~/components/forms/form-status';
import type { VisitorContactView } from '~/routes/contactanos/visitor-contact.server';
import { VISITOR_CONTACT_SENT_ID } from './contact-messages';
import { SubmitButton } from '~/components/forms/submit-button';

export function VisitorContactForm({ view, sent }: { view: VisitorContactView; sent: string | null }) {
  const [form, fields] = useForm<z.input<typeof VisitorContactInputSchema>>({
    id: 'consulta',
    lastResult: view.result,
  });
  return (
    <form
      method="post"
      action="/contactanos"
      className="visitor-contact-form"
      data-busy-on-submit=""
      {...getFormProps(form)}
    >
      {sent ? <FormStatus id={VISITOR_CONTACT_SENT_ID} message={sent} /> : null}
      <FormError id={form.errorId} message={form.errors?.[0]} />
      <TextField meta={fields.name} label="Tu nombre" autoComplete="name" maxLength={80} />
      <TextField
        meta={fields.email}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        maxLength={120}
      />
      <TextField
        meta={fields.phone}
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
      />
      <TextField
        meta={fields.message}
        label="Mensaje"
        multiline
        maxLength={2000}
        placeholder="Cuéntanos en qué te podemos ayudar"
      />
      <SubmitButton idle="Enviar" sending="Enviando…" />
    </form>
  );
}
