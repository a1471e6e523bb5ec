/** Invoice checkout (decision 030): what charges or hands out secrets runs from loaders and actions only. */
import { z } from 'zod';
import { currencyForCountry } from '@kernel/money';
import { EMAIL_THROTTLED } from '@kernel/texts/checkout';
import { applyCode, removeCode } from '../../invoice-checkout/codes';
import { completeIntent, openedIntent, startIntent } from '../../invoice-checkout/global-intent';
import { localPaymentView, resultView } from '../../invoice-checkout/invoice-view';
import { invoicePageView } from '../../invoice-checkout/invoice-page-view';
import { startLocalPayment } from '../../invoice-checkout/local-payment';
import { openInvoice } from '../../invoice-checkout/open-invoice';
import { resolveProduct } from '../../invoice-checkout/sold-catalogue';
import { checkoutChildOptions, toProductView } from '../../invoice-checkout/product-view';
import type { Family } from '../../invoice-checkout/quote';
import { cataloguePrices } from '../../catalogue/price-list-cache';
import { visitorCurrency } from '../../location/visitor-country';
import { cachedChildren } from '../../parents/children';
import { purchaseRows } from '../../invoice-checkout/purchase-rows';
import type { PurchaseRowView } from '../../invoice-checkout/views';
import { createUserCache } from '../../cache/user-cache';
import { invoiceReceipt, vacationReceipt, type ReceiptDownload } from '../../invoice-checkout/receipt-view';
import { retryFollowUp } from '../../invoice-checkout/retry';
import { openedCard, startCard } from '../../invoice-checkout/soles-card';
import { chooseChild } from '../../vacation-purchase/child-choice';
import { buysForChild } from '../../vacation-purchase/child-rules';
import { hit } from '../../throttle';
import { getInvoice, listInvoices, sendInvoiceEmail } from '../../upstream/invoices';
import { listChildren } from '../../upstream/parents';
import { listPurchases, sendPurchaseEmail } from '../../upstream/purchases';
import { LocalPaymentMethodSchema, type Invoice } from '../../upstream/schemas/invoices';
import { ReceiptBuyerSchema } from '../../upstream/schemas/electronic-receipts';
import { saveReceiptBuyer } from '../../invoice-checkout/receipt-buyer';
import { InvoiceIdSchema, ProductRefSchema, PurchaseIdSchema } from '../../validation/checkout';
import { publicProcedure, requireUnderLimit, router } from '../init';
import { invoiceReadProcedure, invoiceStepProcedure } from '../invoice-procedures';
import { OutcomeError } from '../outcomes';

const InvoiceInput = z.object({ invoiceId: InvoiceIdSchema });
const PurchaseInput = z.object({ purchaseId: PurchaseIdSchema });

/** "Mis compras" rows: the user's own mutations make them stale at once; others' within USER_TTL_MS. */
const purchaseRowsCache = createUserCache<PurchaseRowView[]>({ maxEntries: 2_000 });
/**
 * The family's invoices, for the price list's paid flags only (the checkout asks the upstream
 * itself): a parent moving between the zone's children, tabs and steps loads a page each time.
 */
const familyInvoicesCache = createUserCache<Invoice[]>({ maxEntries: 2_000 });

/** Only an origin, nothing more. */
const OriginSchema = z
  .url({ protocol: /^https?$/ })
  .max(200)
  .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'solo el origen')
  .transform((url) => new URL(url).origin);

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'No encontrado');

async function requireProduct(ref: z.infer<typeof ProductRefSchema>) {
  const product = await resolveProduct(ref);
  if (!product) throw notFound();
  return product;
}

async function familyOf(userId: number, bearer: string): Promise<Family> {
  const [children, invoices] = await Promise.all([
    cachedChildren(userId, bearer),
    familyInvoicesCache.get(userId, 'all', () => listInvoices(bearer)),
  ]);
  return { childIds: children.map((child) => child.id), invoices };
}

export const invoicesRouter = router({
  product: invoiceReadProcedure.input(z.object({ ref: ProductRefSchema })).query(async ({ ctx, input }) => {
    const product = await requireProduct(input.ref);
    const { user, refreshToken } = ctx.auth;
    const children = buysForChild(user)
      ? checkoutChildOptions(
          product,
          ...(await Promise.all([listChildren(refreshToken), listInvoices(refreshToken)])),
        )
      : null;
    return toProductView(product, currencyForCountry(user.countryCode), children, ctx.timeZone);
  }),

  /**
   * The pay buttons' prices (issue 53): every product sold online, priced as `invoices.product`
   * shows it and the invoice charges it, in a visitor's currency by location; for a parent, whether
   * every child already has it. Asked for with the page's own data (one round, decision 082).
   */
  priceList: publicProcedure.query(async ({ ctx }) => {
    const auth = ctx.auth;
    const [currency, family, prices] = await Promise.all([
      visitorCurrency(ctx, 'invoices'),
      auth?.refreshToken && buysForChild(auth.user) ? familyOf(auth.user.id, auth.refreshToken) : null,
      cataloguePrices(),
    ]);
    return prices.priceList(currency, family);
  }),

  /** Reuses the open invoice of this child and product. */
  create: invoiceStepProcedure
    .input(
      z.object({
        ref: ProductRefSchema,
        childId: z.number().int().positive(),
        groupId: z.string().trim().min(1).max(60).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { user, refreshToken } = ctx.auth;
      const product = await requireProduct(input.ref);
      const child = await chooseChild({
        bearer: refreshToken,
        user,
        programRange: product.ageRange,
        childId: input.childId,
      });
      if (!child) throw notFound();
      const groupId = input.groupId ?? null;
      if (groupId !== null && !product.groups.some((group) => group.id === groupId))
        throw new OutcomeError({ kind: 'invalid-input' }, 'Horario no disponible');
      const invoice = await openInvoice({
        bearer: refreshToken,
        user,
        child,
        product,
        groupId,
        allowCreate: () => hit('invoiceStart', String(user.id)),
      });
      return { invoiceId: invoice.invoice_id };
    }),

  byId: invoiceReadProcedure.input(InvoiceInput).query(async ({ ctx, input }) => {
    const invoice = await getInvoice(ctx.auth.refreshToken, input.invoiceId);
    return invoicePageView(invoice, ctx.timeZone);
  }),

  list: invoiceReadProcedure.query(({ ctx }) =>
    purchaseRowsCache.get(ctx.auth.user.id, ctx.timeZone, async () => {
      const bearer = ctx.auth.refreshToken;
      const [invoices, purchases] = await Promise.all([listInvoices(bearer), listPurchases(bearer)]);
      return purchaseRows(invoices, purchases, ctx.timeZone);
    }),
  ),

  /** A refusal is a `code-refused` outcome. */
  applyCode: invoiceStepProcedure
    .input(InvoiceInput.extend({ code: z.string().trim().min(1).max(40) }))
    .mutation(async ({ ctx, input }) => {
      const invoice = await applyCode(ctx.auth.refreshToken, input.invoiceId, input.code);
      return invoicePageView(invoice, ctx.timeZone);
    }),

  removeCode: invoiceStepProcedure.input(InvoiceInput).mutation(async ({ ctx, input }) => {
    const invoice = await removeCode(ctx.auth.refreshToken, input.invoiceId);
    return invoicePageView(invoice, ctx.timeZone);
  }),

  /**
   * Issue 55: who the receipt is for, saved before any payment starts; a buyer the API refuses
   * for this pedido comes back by field (`refused`), never thrown.
   */
  setReceiptBuyer: invoiceStepProcedure
    .input(InvoiceInput.extend({ buyer: ReceiptBuyerSchema }))
    .mutation(({ ctx, input }) => saveReceiptBuyer(ctx.auth.refreshToken, input.invoiceId, input.buyer)),

  startCard: invoiceStepProcedure
    .input(InvoiceInput)
    .mutation(({ ctx, input }) => startCard(ctx.auth.refreshToken, input.invoiceId, ctx.auth.user)),

  /** Reading only: the card step opened before, for a parent who signed in again (issue 52). */
  openedCard: invoiceStepProcedure
    .input(InvoiceInput)
    .query(({ ctx, input }) => openedCard(ctx.auth.refreshToken, input.invoiceId, ctx.auth.user)),

  startIntent: invoiceStepProcedure
    .input(InvoiceInput.extend({ origin: OriginSchema }))
    .mutation(({ ctx, input }) => startIntent(ctx.auth.refreshToken, input.invoiceId, input.origin)),

  /** Reading only: the dollar step opened before, for a parent who signed in again (issue 52). */
  openedIntent: invoiceStepProcedure
    .input(InvoiceInput.extend({ origin: OriginSchema }))
    .query(({ ctx, input }) => openedIntent(ctx.auth.refreshToken, input.invoiceId, input.origin)),

  /** Null when no intent succeeded or failed (nothing is marked paid). */
  completeIntent: invoiceStepProcedure
    .input(InvoiceInput.extend({ intentId: z.string().min(1).max(80) }))
    .mutation(async ({ ctx, input }) => {
      const payment = await completeIntent({
        bearer: ctx.auth.refreshToken,
        invoiceId: input.invoiceId,
        intentId: input.intentId,
        payer: ctx.auth.user,
        timeZone: ctx.timeZone,
      });
      return payment ? resultView(payment) : null;
    }),

  startLocalPayment: invoiceStepProcedure
    .input(InvoiceInput.extend({ method: LocalPaymentMethodSchema }))
    .mutation(async ({ ctx, input }) => {
      const { payment } = await startLocalPayment(ctx.auth.refreshToken, input.invoiceId, input.method);
      return localPaymentView(payment, ctx.timeZone);
    }),

  /** Never charges; null when no payment is recorded. */
  retryFollowUp: invoiceStepProcedure.input(InvoiceInput).mutation(async ({ ctx, input }) => {
    const payment = await retryFollowUp(ctx.auth.refreshToken, input.invoiceId);
    return payment ? resultView(payment) : null;
  }),

  sendEmail: invoiceStepProcedure.input(InvoiceInput).mutation(async ({ ctx, input }) => {
    await requireUnderLimit('invoiceEmail', String(ctx.auth.user.id), EMAIL_THROTTLED);
    const sent = await sendInvoiceEmail(ctx.auth.refreshToken, input.invoiceId);
    return { to: sent.to };
  }),

  /** A vacation purchase's receipt from Mis compras, under the same throttle as an invoice's. */
  sendPurchaseEmail: invoiceStepProcedure.input(PurchaseInput).mutation(async ({ ctx, input }) => {
    await requireUnderLimit('invoiceEmail', String(ctx.auth.user.id), EMAIL_THROTTLED);
    const sent = await sendPurchaseEmail(ctx.auth.refreshToken, input.purchaseId);
    return { to: sent.to };
  }),

  /** Paid invoices and vacation purchases only. */
  receipt: invoiceReadProcedure
    .input(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('invoice'), id: InvoiceIdSchema }),
        z.object({ kind: z.literal('vacation'), id: PurchaseIdSchema }),
        /** A refunded pedido's nota de crédito (decision 089). */
        z.object({ kind: z.literal('credit-note'), id: InvoiceIdSchema }),
        /** A refunded vacation purchase's. */
        z.object({ kind: z.literal('vacation-credit-note'), id: PurchaseIdSchema }),
      ]),
    )
    .query(async ({ ctx, input }): Promise<ReceiptDownload> => {
      const bearer = ctx.auth.refreshToken;
      if (input.kind === 'credit-note' || input.kind === 'vacation-credit-note') {
        const { documents } =
          input.kind === 'credit-note'
            ? await getInvoice(bearer, input.id)
            : (await listPurchases(bearer)).find((listed) => listed.purchase_id === input.id) ?? {};
        const note = documents?.find((document) => document.type === 'nota_credito');
        if (!note) throw notFound();
        return { kind: 'electronic', document: note };
      }
      if (input.kind === 'invoice') {
        const receipt = invoiceReceipt(await getInvoice(bearer, input.id), ctx.auth.user, ctx.timeZone);
        if (!receipt) throw notFound();
        return receipt;
      }
      const purchase = (await listPurchases(bearer)).find((candidate) => candidate.purchase_id === input.id);
      const receipt = purchase ? vacationReceipt(purchase, ctx.auth.user, ctx.timeZone) : null;
      if (!receipt) throw notFound();
      return receipt;
    }),
});
