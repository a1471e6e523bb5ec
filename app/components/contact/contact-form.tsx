/**
 * The dashboard contact form. A plain POST handled by the route action without JavaScript. The
 * student dashboard is a light page (decision 065): there the page's script sends the form in
 * place (`data-sent-in-place`) and shows the page the action answers with. Reached by a client
 * navigation from a hydrated page, the form is React's: it sends through tRPC and shows a toast
 * without reloading the page. Validation messages come from the server's zod schema in all cases.
 */
import { Form, useNavigation } from '@remix-run/react';
import { TRPCClientError } from '@trpc/client';
import type { BrowserRouter } from '@server/trpc/browser-router';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { TrpcProvider } from '~/components/trpc-provider';
import { useToast } from '~/components/ui/toast';
import { trpc } from '~/lib/trpc';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@kernel/texts/contact';
import type { ContactFormState } from './contact-messages';

type FieldErrors = ContactFormState['fieldErrors'];

/**
 * tRPC and react-query ship only with the pages that show this form: the provider lives here,
 * not in the root, so public pages do not download them.
 */
function ClientContactForm({ state }: { state: ContactFormState | null }) {
  return (
    <TrpcProvider>
      <EnhancedContactForm state={state} />
    </TrpcProvider>
  );
}

/**
 * On the server the form is its first markup: the server's field errors, nothing being sent —
 * what the enhanced form renders before anyone types. Its query client, tRPC client and mutation
 * observer only ever act in a browser, yet making them for each render was about 2 % of the
 * student dashboard (docs/decisions/054). The providers write no markup, so hydration finds the
 * same form.
 */
function ServerContactForm({ state }: { state: ContactFormState | null }) {
  return <ContactFormFields state={state} errors={state?.fieldErrors ?? {}} sending={false} />;
}

/** Chosen once per environment, never per render (as the site's Link is: ui/link.tsx). */
export const ContactForm = typeof document === 'undefined' ? ServerContactForm : ClientContactForm;

function EnhancedContactForm({ state }: { state: ContactFormState | null }) {
  const navigation = useNavigation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const send = trpc.contact.send.useMutation();
  const errors = clientErrors ?? state?.fieldErrors ?? {};
  const sending =
    send.isPending || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'contact');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      tipo_de_consulta: String(data.get('tipo_de_consulta') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    try {
      // The schema rejects bad input; its messages arrive in error.data.zodError.
      await send.mutateAsync(input);
      setClientErrors({});
      formRef.current?.reset();
      toast({ kind: 'success', message: CONTACT_SUCCESS });
    } catch (error) {
      const fieldErrors: Partial<Record<string, string[]>> | undefined = isRouterError(error)
        ? error.data?.zodError?.fieldErrors
        : undefined;
      if (fieldErrors) {
        setClientErrors({
          tipo_de_consulta: fieldErrors.tipo_de_consulta?.[0],
          message: fieldErrors.message?.[0],
        });
        return;
      }
      setClientErrors({});
      toast({ kind: 'error', message: CONTACT_FAILURE });
    }
  }

  return (
    <ContactFormFields
      state={state}
      errors={errors}
      sending={sending}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
    />
  );
}

function ContactFormFields({
  state,
  errors,
  sending,
  formRef,
  onSubmit,
}: {
  state: ContactFormState | null;
  errors: FieldErrors;
  sending: boolean;
  formRef?: RefObject<HTMLFormElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="contact-form"
      aria-busy={sending}
      // On the light student dashboard the page's script sends it in place (decision 065).
      data-sent-in-place=""
    >
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
      <button type="submit" className="button" disabled={sending}>
        {sending ? (
          <>
            <span className="spinner" aria-hidden="true" /> Enviando…
          </>
        ) : (
          'Enviar'
        )}
      </button>
    </Form>
  );
}

function isRouterError(error: unknown): error is TRPCClientError<BrowserRouter> {
  return error instanceof TRPCClientError;
}
