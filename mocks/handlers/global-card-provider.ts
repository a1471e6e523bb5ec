/** The global card provider's customers and subscriptions, through our API. */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { asText } from '../http/text';
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER } from '../config';
import { db } from '../db';
import { badRequest, jsonBody, notFound, jsonAnswer, requireUser } from '../http/api-answers';
import { ownChild } from './parents';

const base = `${MOCK_API_URL}/api/${MOCK_GLOBAL_PROVIDER}`;
const shortId = () => randomUUID().replace(/-/g, '').slice(0, 20);

type SubscriptionRecord = NonNullable<ReturnType<typeof db.globalSubscription.findFirst>>;

const listed = (subscription: SubscriptionRecord) => ({
  subscription_id: subscription.id,
  status: subscription.status,
  program_id: subscription.programId,
  student_id: subscription.studentId,
});

export const globalCardProviderHandlers = [
  http.post(`${base}/customers/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    if (!asText(body?.email)) return badRequest({ email: ['Este campo es requerido.'] });
    const existing = db.globalCustomer.findFirst({ where: { userId: { equals: user.id } } });
    const customer =
      existing ??
      db.globalCustomer.create({ id: `cus_${shortId()}`, userId: user.id, email: asText(body?.email) });
    return jsonAnswer({ data: { customer_id: customer.id } }, { status: existing ? 200 : 201 });
  }),

  http.get(`${base}/subscriptions/`, ({ request }) => {
    const user = requireUser(request);
    const mine = db.globalSubscription.findMany({ where: { userId: { equals: user.id } } });
    return jsonAnswer({ data: mine.map(listed) });
  }),

  http.post(`${base}/subscriptions/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    const customer = db.globalCustomer.findFirst({
      where: { id: { equals: asText(body?.customer_id) }, userId: { equals: user.id } },
    });
    if (!customer) return badRequest({ customer_id: ['Cliente inválido.'] });
    if (
      typeof body?.amount !== 'number' ||
      body.amount <= 0 ||
      !['PEN', 'USD'].includes(asText(body?.currency))
    ) {
      return badRequest({ amount: ['Monto o moneda inválidos.'] });
    }
    const programId = asText(body.program_id);
    if (!programId) return badRequest({ program_id: ['Este campo es requerido.'] });
    const studentId = body.student_id ?? null;
    if (studentId !== null && (typeof studentId !== 'number' || !Number.isSafeInteger(studentId)))
      return badRequest({ student_id: ['Estudiante inválido.'] });
    if (studentId !== null && !ownChild(user.id, studentId)) return notFound();
    const id = `sub_${shortId()}`;
    const subscription = db.globalSubscription.create({
      id,
      userId: user.id,
      customerId: customer.id,
      amount: body.amount,
      currency: asText(body.currency),
      description: asText(body?.description),
      clientSecret: `${id}_secret_${shortId()}`,
      status: 'incomplete',
      card: null,
      programId,
      studentId,
      createdAt: new Date().toISOString(),
      paidAt: null,
      brand: null,
    });
    return jsonAnswer(
      { data: { subscription_id: subscription.id, client_secret: subscription.clientSecret } },
      { status: 201 },
    );
  }),

  // Withdraws an unpaid subscription; a paid one is left as it is, and the answer says which.
  http.post(`${base}/subscriptions/:id/cancel/`, ({ request, params }) => {
    const user = requireUser(request);
    const subscription = db.globalSubscription.findFirst({
      where: { id: { equals: String(params.id) }, userId: { equals: user.id } },
    });
    if (!subscription) return notFound();
    const left =
      subscription.status === 'incomplete'
        ? db.globalSubscription.update({
            where: { id: { equals: subscription.id } },
            data: { status: 'canceled' },
          })
        : subscription;
    return jsonAnswer({
      data: { subscription_id: subscription.id, status: left?.status ?? 'canceled' },
    });
  }),
];
