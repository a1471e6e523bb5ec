/** GET /api/purchases/: the vacation purchases for "Mis compras". */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import { resendPurchaseReceipt } from '../outbox/vacation';
import { asRecord, asText } from '../http/text';
import type { ListedPurchase } from '../../server/upstream/schemas/invoices';
import { ownChild } from './parents';
import { documentsOf, receiptBuyerOf } from '../receipts/issue';

const currencyOf = (value: string): 'PEN' | 'USD' => (value === 'USD' ? 'USD' : 'PEN');

function studentOf(userId: number, childId: number | null): ListedPurchase['student'] {
  if (childId === null) return null;
  const child = ownChild(userId, childId);
  return child ? { id: child.id, first_name: child.first_name } : null;
}

/** CARD and BRAND of the stored authorization answer (approved: data.dataMap; denied: the provider's text). */
function cardOf(answer: string): { card: string | null; brand: string | null } {
  try {
    const parsed = asRecord(JSON.parse(answer));
    const data = asRecord(parsed?.data);
    const map = asRecord(data?.dataMap);
    if (map) return { card: asText(map.CARD) || null, brand: asText(map.BRAND) || null };
    const provider = Object.values(parsed ?? {})
      .map(asRecord)
      .find((value) => value && 'text' in value);
    const denied = asRecord(asRecord(JSON.parse(asText(provider?.text) || '{}'))?.data);
    return { card: asText(denied?.CARD) || null, brand: asText(denied?.BRAND) || null };
  } catch {
    return { card: null, brand: null };
  }
}

export function solesPurchases(userId: number): ListedPurchase[] {
  return db.purchase.findMany({ where: { userId: { equals: userId } } }).map((purchase) => {
    const authorization = db.authorization.findFirst({ where: { purchaseNumber: { equals: purchase.id } } });
    const enrolled = db.enrollment.findFirst({ where: { purchase: { equals: purchase.id } } });
    const status = !authorization ? 'pending' : authorization.code === 200 ? 'paid' : 'denied';
    return {
      purchase_id: purchase.id,
      description: purchase.description,
      amount: purchase.amount,
      currency: currencyOf(purchase.currency),
      status,
      student: enrolled && enrolled.userId !== userId ? studentOf(userId, enrolled.userId) : null,
      created_at: purchase.createdAt,
      paid_at: status === 'paid' && authorization ? authorization.createdAt : null,
      ...(authorization ? cardOf(authorization.answer) : { card: null, brand: null }),
      ...receiptOf(purchase.id),
    };
  });
}

/** Issue 55: a buyer is kept with every purchase that gets a Peruvian receipt (none for Mexico). */
function receiptOf(purchaseId: string) {
  const owner = { invoiceId: null, purchaseId };
  const buyer = receiptBuyerOf(owner);
  return { receipt_buyer: buyer, electronic_receipt: buyer !== null, documents: documentsOf(owner) };
}

export function dollarPurchases(userId: number): ListedPurchase[] {
  return db.globalSubscription
    .findMany({ where: { userId: { equals: userId } } })
    .filter((subscription) => subscription.status !== 'canceled')
    .map((subscription) => ({
      purchase_id: subscription.id,
      description: subscription.description,
      amount: subscription.amount,
      currency: currencyOf(subscription.currency),
      status: subscription.status === 'active' ? 'paid' : 'pending',
      student: studentOf(userId, subscription.studentId),
      created_at: subscription.createdAt,
      paid_at: subscription.paidAt,
      card: subscription.card,
      brand: subscription.card ? subscription.brand : null,
      // The global provider's monthly charges carry its own receipt, not a Peruvian one.
      receipt_buyer: null,
      electronic_receipt: false,
      documents: [],
    }));
}

export const purchaseListHandlers = [
  /** 'Enviar a mi correo' in Mis compras: a paid purchase's receipt again, each time asked. */
  http.post(`${MOCK_API_URL}/api/purchases/:id/email/`, ({ request, params }) => {
    const user = requireUser(request);
    const email = requireFound(resendPurchaseReceipt(user.id, String(params.id)));
    return jsonAnswer({ data: { email_id: email.id, to: email.to } });
  }),

  http.get(`${MOCK_API_URL}/api/purchases/`, ({ request }) => {
    const user = requireUser(request);
    const data = [...solesPurchases(user.id), ...dollarPurchases(user.id)].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    );
    return jsonAnswer({ data });
  }),
];
