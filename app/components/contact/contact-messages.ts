/** The contact form's state as the action answers it; its texts are in kernel/texts/contact.ts. */
export interface ContactFormState {
  values: { tipo_de_consulta: string; message: string };
  fieldErrors: { tipo_de_consulta?: string; message?: string };
  formError: string | null;
}
