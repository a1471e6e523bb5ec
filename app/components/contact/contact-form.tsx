/**
 * The dashboard contact form (spec §5). One way to send it: a POST to the route's action, which
 * calls the `contact.send` procedure and answers with the page (field errors with the values
 * kept, the §8 failure) or a redirect with the success toast.
 * - Without JavaScript the browser sends it.
 * - On the student dashboard, which does not hydrate, app/enhance/sent-in-place.ts sends it and
 *   puts the page the action answers with in place of this one, without a page load.
 * - Reached by a client navigation from a hydrated page, it is a Remix <Form>, which sends it to
 *   the same action and renders the same answer without a page load.
 * While it is sent, the button is disabled and says 'Enviando…' with a spinner
 * (app/enhance/waiting-state.ts markSending, in both cases).
 */
import { Form, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { markSending } from '~/enhance/waiting-state';
import type { ContactFormState } from './contact-messages';

export function ContactForm({ state }: { state: ContactFormState | null }) {
  const navigation = useNavigation();
  // A new location (the redirect after a success, or the action's answer) draws the form anew
  // from what the server answered: empty after a success, as the page sent in place shows it.
  const { key } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'contact';
  useEffect(() => {
    if (formRef.current) markSending(formRef.current, sending);
  }, [sending]);
  const errors = state?.fieldErrors ?? {};

  return (
    <Form key={key} ref={formRef} method="post" noValidate className="contact-form" data-sent-in-place="">
      <input type="hidden" name="intent" value="contact" />
      <div className="field">
        <label htmlFor="tipo_de_consulta">Tipo de consulta</label>
        <select
          id="tipo_de_consulta"
          name="tipo_de_consulta"
          defaultValue={state?.values.tipo_de_consulta ?? ''}
          aria-invalid={errors.tipo_de_consulta ? true : undefined}
          aria-describedby={errors.tipo_de_consulta ? 'tipo_de_consulta-error' : undefined}
        >
          <option value="">Selecciona una opción</option>
          <option value="academica">Académica</option>
          <option value="soporte">Soporte</option>
        </select>
        {errors.tipo_de_consulta ? (
          <p className="field__error" id="tipo_de_consulta-error">
            {errors.tipo_de_consulta}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="message">Mensaje</label>
        <textarea
          id="message"
          name="message"
          rows={5}
          maxLength={2000}
          defaultValue={state?.values.message ?? ''}
          placeholder="Cuéntanos en qué te podemos ayudar"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'message-error' : undefined}
        />
        {errors.message ? (
          <p className="field__error" id="message-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        <span className="when-idle">Enviar</span>
        <span className="when-sending">
          <span className="spinner" aria-hidden="true" /> Enviando…
        </span>
      </button>
    </Form>
  );
}
