/**
 * Issue 76 point 12: a whole path bought online is a path of the child's like the seeded ones:
 * the API names its next level (the catalogue's path one level up), so the certificate panel
 * offers that path, not 'Ver cursos'. The last level still has none.
 */
import { describe, expect, it } from 'vitest';
import { nextStepView } from '../../server/parents/certificate-panel';
import { LearningPathSchema } from '../../server/upstream/schemas/parents';
import { invoiceOf, setBuyer, type Answer } from './mock-invoices-support';
import { aliasFamily, authorize, cardSession, readInvoice, type Api } from './mock-sale-support';

const pathItem = (slug: string) => ({ product_type: 'learning_path', product_id: slug, learning_path: null });

async function buyWholePath(api: Api, student: number, slug: string) {
  const created: Answer = await api('POST', '/api/invoices/', {
    student_id: student,
    currency: 'PEN',
    country: 'PE',
    items: [pathItem(slug)],
  });
  expect(created.status).toBe(201);
  const invoice = invoiceOf(created);
  // Above S/ 700 the boleta names its buyer.
  await setBuyer(api, invoice.invoice_id);
  const authorized = await authorize(api, invoice.number, await cardSession(api, invoice.total));
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
  const paid = await readInvoice(api, invoice.invoice_id);
  expect(paid.status).toBe('paid');
  // Our server's follow-up once the payment is confirmed: the API enrols the child.
  const done = await api('PATCH', `/api/invoices/${invoice.invoice_id}/done`, {
    payment_method: paid.payment_method,
    reference: paid.payment_reference,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

async function childPath(api: Api, student: number, slug: string) {
  const answer = await api('GET', `/api/enrolments/?student=${student}`);
  const paths = (answer.body as { data: { learning_paths: unknown[] } }).data.learning_paths.map((path) =>
    LearningPathSchema.parse(path),
  );
  const path = paths.find((candidate) => candidate.slug === slug);
  if (!path) throw new Error(`${slug} is not among the child's paths`);
  return path;
}

describe('a whole path bought online', () => {
  it('names its next level, as a seeded path does', async () => {
    const { api, children } = aliasFamily('padre', 'ruta-siguiente');
    const diego = children[1];
    await buyWholePath(api, diego, 'ruta-desarrolladores-web');
    const path = await childPath(api, diego, 'ruta-desarrolladores-web');
    expect(path.learning_path_next.map((next) => next.slug)).toEqual(['ruta-inteligencia-artificial-y-apps']);
    expect(nextStepView(path)).toMatchObject({ kind: 'path', name: 'Ruta Inteligencia Artificial y Apps' });
  });

  it('the last level has none: the panel offers the catalogue', async () => {
    const { api, children } = aliasFamily('padre', 'ruta-ultima');
    const diego = children[1];
    await buyWholePath(api, diego, 'ruta-inteligencia-artificial-y-apps');
    const path = await childPath(api, diego, 'ruta-inteligencia-artificial-y-apps');
    expect(path.learning_path_next).toEqual([]);
    expect(nextStepView(path).kind).toBe('catalogue');
  });
});
