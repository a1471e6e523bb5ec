/** GET /api/purchases/: the vacation purchases for "Mis compras". */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import { resendPurchaseReceipt } from '../outbox/vacation';
import type { ListedPurchase } from '../../server/upstream/schemas/invoices';
import { ownChild } from './parents';
import { documentsOf } from '../receipts/issue';
import { receiptBuyerOf } from '../receipts/sale-receipt';
import { purchaseRefundDeadline, purchaseRefundOf } from '../refunds/purchase-sale';
import { refundOffer } from '../refunds/refund';

const currencyOf = (value: string): 'PEN' | 'USD' => (value === 'USD' ? 'USD' : 'PEN');

function studentOf(userId: number, childId: number | null): ListedPurchase['student'] {
  if (childId === null) return null;
  const child = ownChild(userId, childId);
  return child ? { id: child.id, first_name: child.first_name } : null;
}

export function solesPurchases(userId: number): ListedPurchase[] {
  return db.purchase.findMany({ where: { userId: { equals: userId } } }).map((purchase) => {
    const authorization = db.authorization.findFirst({ where: { purchaseNumber: { equals: purchase.id } } });
    const enrolled = db.enrollment.findFirst({ where: { purchase: { equals: purchase.id } } });
    // Refunded (issue 55 point 4): the enrolment is gone, the refund still names the child.
    const refunded = purchaseRefundOf(purchase);
    const childId = refunded
      ? refunded.studentId
      : enrolled && enrolled.userId !== userId
      ? enrolled.userId
      : null;
    const paid = authorization?.code === 200;
    const status = refunded ? 'refunded' : !authorization ? 'pending' : paid ? 'paid' : 'denied';
    return {
      purchase_id: purchase.id,
      program_id: purchase.programId,
      description: purchase.description,
      amount: purchase.amount,
      currency: currencyOf(purchase.currency),
      status,
      student: studentOf(userId, childId),
      created_at: purchase.createdAt,
      paid_at: paid && authorization ? authorization.createdAt : null,
      card: authorization?.card ?? null,
      brand: authorization?.brand ?? null,
      ...receiptOf(purchase.id),
      refund: refundOffer(purchaseRefundDeadline(purchase)),
    };
  });
}

/** Issues 55 and 75: a buyer is kept with every card purchase, wherever the family is. */
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
