/** GET /__mocks/payments.json: everyone's with the token; in development, one's own without. */
import type { Express, NextFunction, Request, Response } from 'express';
import { db } from '../db';
import { hasSupportToken, refuseSupport } from './access';
import { asRecord, asText } from '../http/text';
import { salesLedger } from './sales-ledger';
import { INVOICE_NUMBER } from '../checkout/invoice-number';

export { moneyViolations, salesLedger, type SaleLedger } from './sales-ledger';

export interface LedgerOptions {
  currentUserId: (req: Request) => Promise<number | null>;
  /** Development: without the token a signed-in user reads their own records. */
  ownRecordsWithoutToken: boolean;
}

function chargedAmount(code: number, answer: string): number | null {
  if (code !== 200) return null;
  const parsed: unknown = JSON.parse(answer);
  const amount = asRecord(asRecord(asRecord(parsed)?.data)?.order)?.amount;
  return typeof amount === 'number' ? amount : null;
}

export function paymentsLedger(filter: { purchase: string; userId: number | null }) {
  const { purchase, userId } = filter;
  const mine = (owner: number) => userId === null || owner === userId;
  const authorizations = db.authorization
    .getAll()
    .filter((a) => mine(a.userId) && (!purchase || a.purchaseNumber === purchase))
    .map(({ purchaseNumber, code, actionCode, answer, createdAt }) => ({
      purchaseNumber,
      code,
      actionCode,
      amount: chargedAmount(code, answer),
      createdAt,
    }));
  const intentInvoice = INVOICE_NUMBER.exec(purchase);
  const intents = db.paymentIntent
    .getAll()
    .filter((i) => mine(i.userId) && (!purchase || i.invoiceId === Number(intentInvoice?.[1] ?? NaN)))
    .map(({ id, invoiceId, amount, captureMethod, status, brand, amountReceived }) => ({
      id,
      invoiceId,
      amount,
      captureMethod,
      status,
      brand,
      amountReceived,
    }));
  const enrollments = db.enrollment
    .getAll()
    .filter((e) => mine(e.userId) && (!purchase || e.purchase === purchase))
    .map(({ course_id, group_id, group_name, initial_date, purchase: number, schedules }) => ({
      course_id,
      group_id,
      group_name,
      initial_date,
      purchase: number,
      schedules: schedules.map((s) => ({ day: s.day, hour: s.hour })),
    }));
  const purchases = db.purchase.getAll().filter((p) => mine(p.userId) && (!purchase || p.id === purchase));
  const subscriptions = db.globalSubscription
    .getAll()
    .filter((s) => mine(s.userId))
    .map(({ id, userId: owner, amount, currency, status, card }) => ({
      id,
      userId: owner,
      amount,
      currency,
      status,
      card,
    }));
  // Devoluciones (issue 55): against the original charge, same amount, same method; no card data.
  const refunds = db.providerRefund
    .getAll()
    .filter((r) => mine(r.userId) && (!purchase || r.purchaseNumber === purchase))
    .map(
      ({
        id,
        purchaseNumber,
        method,
        originalReference,
        amount,
        currency,
        status,
        automatic,
        reason,
        createdAt,
      }) => ({
        id,
        purchaseNumber,
        method,
        originalReference,
        amount,
        currency,
        status,
        automatic,
        reason,
        createdAt,
      }),
    );
  // The electronic receipts the API issued for the vacation purchases listed (issue 55).
  const purchaseIds = new Set(purchases.map((p) => p.id));
  const receipts = db.electronicDocument
    .getAll()
    .filter((d) => d.purchaseId !== null && purchaseIds.has(d.purchaseId))
    .map(({ id, purchaseId }) => ({ id, purchaseId }));
  // Issue 74: per sale, every amount received and every amount returned (sales-ledger.ts).
  const sales = salesLedger({ userId, purchase });
  return { authorizations, intents, enrollments, purchases, subscriptions, refunds, receipts, sales };
}

export function mountPaymentsLedger(app: Express, options: LedgerOptions): void {
  app.get('/__mocks/payments.json', async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    const purchase = asText(req.query.purchase);
    if (hasSupportToken(req)) {
      // Support may narrow the ledger to one family's account (?cuenta=<e-mail>).
      const email = asText(req.query.cuenta).trim().toLowerCase();
      if (!email) return res.json(paymentsLedger({ purchase, userId: null }));
      const user = db.user.findFirst({ where: { email: { equals: email } } });
      if (!user) return res.status(404).json({ error: 'No existe esa cuenta.' });
      return res.json(paymentsLedger({ purchase, userId: user.id }));
    }
    if (!options.ownRecordsWithoutToken) return refuseSupport(req, res);
    let userId: number | null;
    try {
      userId = await options.currentUserId(req);
    } catch (error) {
      next(error);
      return;
    }
    if (userId === null) return res.status(401).json({ error: 'Inicia sesión o usa el token de soporte.' });
    res.json(paymentsLedger({ purchase, userId }));
  });
}
