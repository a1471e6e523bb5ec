/** Contact support (hidden endpoint, docs/decisions/003): the forms' own fields are the bodies. */
import { z } from 'zod';
import type { ContactInput } from '../validation/contact';
import type { VisitorContactInput } from '../validation/visitor-contact';
import { postApi } from './services';

export async function sendContactRequest(bearer: string, body: ContactInput) {
  await postApi('/api/contact/', body, z.unknown(), { bearer, created: true });
}

/** A visitor's question from /contactanos: anonymous, never retried by us (hidden endpoint too). */
export async function sendVisitorContactRequest(body: VisitorContactInput) {
  await postApi('/api/contact/visitors/', body, z.unknown(), { created: true });
}
