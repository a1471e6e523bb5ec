/** Our API's global card provider endpoints: /api/stripe/customers/ and /subscriptions/ (spec §7). */
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { asText } from '../text';
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER } from '../config';
import { db } from '../db';
import { authenticatedUser, badRequest, jsonBody, unauthorized } from '../http-helpers';

const base = `${MOCK_API_URL}/api/${MOCK_GLOBAL_PROVIDER}`;
const shortId = () => randomUUID().replace(/-/g, '').slice(0, 20);

export const globalCardProviderHandlers = [
  http.post(`${base}/customers/`, async ({ request }) => {
    const user = authenticatedUser(request);
    if (!user) return unauthorized();
    const body = await jsonBody(request);
    if (!asText(body?.email)) return badRequest({ email: ['Este campo es requerido.'] });
    const existing = db.globalCustomer.findFirst({ where: { userId: { equals: user.id } } });
    const customer =
      existing ??
      db.globalCustomer.create({ id: `cus_${shortId()}`, userId: user.id, email: asText(body?.email) });
    return HttpResponse.json({ data: { customer_id: customer.id } }, { status: existing ? 200 : 201 });
  }),

  http.post(`${base}/subscriptions/`, async ({ request }) => {
    const user = authenticatedUser(request);
    if (!user) return unauthorized();
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
    });
    return HttpResponse.json(
      { data: { subscription_id: subscription.id, client_secret: subscription.clientSecret } },
      { status: 201 },
    );
  }),
];
