/** Invoice checkout (decision 030): what charges or hands out secrets runs from loaders and actions only. */
import { z } from 'zod';
import { currencyForCountry } from '@kernel/money';
import { EMAIL_THROTTLED } from '@kernel/texts/checkout';
import { applyCode, removeCode } from '../../invoice-checkout/codes';
import { invoicePageView, localPaymentView } from '../../invoice-checkout/invoice-view';
import { openInvoice } from '../../invoice-checkout/open-invoice';
import { adapterOf, loadSale } from '../../sales/adapters';
import { settle } from '../../sales/follow-up';
import { completeIntent, openedIntent, startIntent } from '../../sales/intent';
import { readPayment } from '../../sales/ledger';
import { acceptOfferTerms, startCashPayment } from '../../sales/offers';
import { paymentResultView } from '../../sales/result-view';
import { invoiceSale } from '../../sales/sale-ref';
import { soldCatalogue } from '../../invoice-checkout/sold-catalogue';
import { checkoutChildOptions, toProductView } from '../../invoice-checkout/product-view';
import type { Family } from '../../invoice-checkout/product-ref';
import { cataloguePrices } from '../../catalogue/price-list-cache';
import { visitorCurrency } from '../../location/visitor-country';
import { cachedChildren } from '../../parents/children';
import { purchaseRows, purchaseStates, settling } from '../../invoice-checkout/purchase-rows';
import type { PurchaseRowView } from '../../invoice-checkout/views';
import { createUserCache } from '../../cache/user-cache';
import { saleDocument } from '../../invoice-checkout/receipt-status';
import { saleReceipt, type ReceiptDownload } from '../../invoice-checkout/receipt-view';
import { getDocumentFile } from '../../upstream/electronic-documents';
import { documentNumber, ReceiptBuyerSchema } from '../../upstream/schemas/electronic-receipts';
import { chooseChild } from '../../vacation-purchase/child-choice';
import { buysForChild } from '../../vacation-purchase/child-rules';
import { getInvoice, listInvoices } from '../../upstream/invoices';
import { listChildren } from '../../upstream/parents';
import { listPurchases } from '../../upstream/purchases';
import { LocalPaymentMethodSchema, type Invoice } from '../../upstream/schemas/invoices';
import { saveReceiptBuyer } from '../../invoice-checkout/receipt-buyer';
import { CheckoutStartFormSchema, InvoiceIdSchema, ProductRefSchema } from '../../validation/checkout';
import { publicProcedure, requireUnderLimit, router } from '../init';
import { SaleInput, saleReadProcedure, saleStepProcedure } from '../sale-procedures';
import { OutcomeError } from '../outcomes';

const InvoiceInput = z.object({ invoiceId: InvoiceIdSchema });
const DocumentFamilySchema = z.enum(['receipt', 'credit-note']);

/** "Mis compras" rows: the user's own mutations make them stale at once; others' within USER_TTL_MS. */
const purchaseRowsCache = createUserCache<PurchaseRowView[]>({ maxEntries: 2_000 });
/** The family's invoices for the paid flags, read by every page (the checkout itself asks afresh). */
const familyInvoicesCache = createUserCache<Invoice[]>({ maxEntries: 2_000 });

type RowsContext = { auth: { refreshToken: string }; timeZone: string };

async function askPurchaseRows({ auth: { refreshToken }, timeZone }: RowsContext) {
  const [invoices, purchases] = await Promise.all([listInvoices(refreshToken), listPurchases(refreshToken)]);
  return purchaseRows(invoices, purchases, timeZone);
}

const OriginSchema = z
  .url({ protocol: /^https?$/ })
  .max(200)
  .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'solo el origen')
  .transform((url) => new URL(url).origin);

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'No encontrado');

async function requireProduct(ref: z.infer<typeof ProductRefSchema>) {
  const product = (await soldCatalogue()).product(ref);
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
  product: saleReadProcedure.input(z.object({ ref: ProductRefSchema })).query(async ({ ctx, input }) => {
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

  /** The pay buttons' prices (issue 53, product-ref.ts), asked with the page's data (decision 082). */
  priceList: publicProcedure.query(async ({ ctx }) => {
    const auth = ctx.auth;
    const [currency, family, prices] = await Promise.all([
      visitorCurrency(ctx, 'invoices'),
      auth?.refreshToken && buysForChild(auth.user) ? familyOf(auth.user.id, auth.refreshToken) : null,
      cataloguePrices(),
    ]);
    return prices.priceList(currency, family);
  }),

  create: saleStepProcedure
    .input(CheckoutStartFormSchema.extend({ ref: ProductRefSchema }))
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
      const invoice = await openInvoice({ bearer: refreshToken, user, child, product, groupId });
      return { invoiceId: invoice.invoice_id };
    }),

  byId: saleReadProcedure.input(InvoiceInput).query(async ({ ctx, input }) => {
    const invoice = await getInvoice(ctx.auth.refreshToken, input.invoiceId);
    return invoicePageView(invoice, ctx.auth.user.id, ctx.timeZone);
  }),

  /** What an open pedido page watches (issue 77, also over /api/trpc): byId's state, nothing else. */
  state: saleReadProcedure.input(InvoiceInput).query(async ({ ctx, input }) => {
    const invoice = await getInvoice(ctx.auth.refreshToken, input.invoiceId);
    const view = await invoicePageView(invoice, ctx.auth.user.id, ctx.timeZone);
    return { statusLabel: view.statusLabel, payable: view.payable };
  }),

  /** Mis compras: the kept rows unless one is settling ('Actualizar' shows the other party's answer). */
  purchasesView: saleReadProcedure.query(async ({ ctx }) => {
    const ask = () => askPurchaseRows(ctx);
    const pending = (rows: PurchaseRowView[]) => rows.some(settling);
    const rows = await purchaseRowsCache.getUnlessPending(ctx.auth.user.id, ctx.timeZone, ask, pending);
    return { rows, live: purchaseStates(rows) };
  }),

  /**
   * What Mis compras watches while open (issue 77, also over /api/trpc), asked afresh (the OSE's and
   * the refund's answers are another party's) and kept, so the page then rendered shows the same.
   */
  purchaseStates: saleReadProcedure.query(async ({ ctx }) =>
    purchaseStates(await purchaseRowsCache.renew(ctx.auth.user.id, ctx.timeZone, () => askPurchaseRows(ctx))),
  ),

  /** A refusal is a `code-refused` outcome. */
  applyCode: saleStepProcedure
    .input(InvoiceInput.extend({ code: z.string().trim().min(1).max(40) }))
    .mutation(async ({ ctx, input }) => {
      const invoice = await applyCode(ctx.auth.refreshToken, ctx.auth.user.id, input.invoiceId, input.code);
      return invoicePageView(invoice, ctx.auth.user.id, ctx.timeZone);
    }),

  removeCode: saleStepProcedure.input(InvoiceInput).mutation(async ({ ctx, input }) => {
    const invoice = await removeCode(ctx.auth.refreshToken, ctx.auth.user.id, input.invoiceId);
    return invoicePageView(invoice, ctx.auth.user.id, ctx.timeZone);
  }),

  setReceiptBuyer: saleStepProcedure
    .input(InvoiceInput.extend({ buyer: ReceiptBuyerSchema }))
    .mutation(({ ctx, input }) =>
      saveReceiptBuyer(ctx.auth.refreshToken, ctx.auth.user.id, input.invoiceId, input.buyer),
    ),

  startIntent: saleStepProcedure
    .input(InvoiceInput.extend({ origin: OriginSchema }))
    .mutation(({ ctx, input }) =>
      startIntent(ctx.auth.refreshToken, ctx.auth.user.id, invoiceSale(input.invoiceId), input.origin),
    ),

  openedIntent: saleStepProcedure
    .input(InvoiceInput.extend({ origin: OriginSchema }))
    .query(({ ctx, input }) =>
      openedIntent(ctx.auth.refreshToken, ctx.auth.user.id, invoiceSale(input.invoiceId), input.origin),
    ),

  /** The terms ticked on a step standing, recorded on its offer before its secret or hosted form. */
  acceptTerms: saleStepProcedure
    .input(SaleInput.extend({ method: z.enum(['card', 'intent']) }))
    .mutation(({ ctx, input }) =>
      acceptOfferTerms(ctx.auth.refreshToken, ctx.auth.user.id, input.sale, input.method),
    ),

  completeIntent: saleStepProcedure
    .input(InvoiceInput.extend({ intentId: z.string().min(1).max(80) }))
    .mutation(async ({ ctx, input }) => {
      const payment = await completeIntent({
        bearer: ctx.auth.refreshToken,
        payer: ctx.auth.user,
        ref: invoiceSale(input.invoiceId),
        intentId: input.intentId,
        timeZone: ctx.timeZone,
      });
      return payment ? paymentResultView(payment, ctx.timeZone) : null;
    }),

  startLocalPayment: saleStepProcedure
    .input(InvoiceInput.extend({ method: LocalPaymentMethodSchema }))
    .mutation(async ({ ctx, input }) => {
      const ref = invoiceSale(input.invoiceId);
      const payment = await startCashPayment(ctx.auth.refreshToken, ctx.auth.user.id, ref, input.method);
      return localPaymentView(payment, ctx.timeZone);
    }),

  /** 'Reintentar': the pending follow-up of a sale's recorded payment; never charges; null when none. */
  retryFollowUp: saleStepProcedure.input(SaleInput).mutation(async ({ ctx, input }) => {
    const bearer = ctx.auth.refreshToken;
    // The family's own sale first: another family's is a 404 before any record is read.
    await loadSale(bearer, input.sale);
    const recorded = await readPayment(input.sale, ctx.auth.user.id);
    return recorded && settle(bearer, recorded);
  }),

  /** 'Enviar a mi correo': a sale's copy again, under one throttle for both kinds. */
  sendEmail: saleStepProcedure.input(SaleInput).mutation(async ({ ctx, input }) => {
    await requireUnderLimit('invoiceEmail', String(ctx.auth.user.id), EMAIL_THROTTLED);
    return adapterOf(input.sale).sendCopy(ctx.auth.refreshToken, input.sale.id);
  }),

  /** A sale's valid receipt, or a refunded one's nota de crédito (decisions 089, 106; receipt-status.ts). */
  receipt: saleReadProcedure
    .input(SaleInput.extend({ document: DocumentFamilySchema }))
    .query(async ({ ctx, input }): Promise<ReceiptDownload> => {
      const sale = await loadSale(ctx.auth.refreshToken, input.sale);
      const receipt = saleReceipt(sale, ctx.auth.user, ctx.timeZone, input.document);
      if (!receipt) throw notFound();
      return receipt;
    }),

  /** The valid receipt's (or nota's) signed XML, or the OSE's CDR (decision 106). */
  receiptFile: saleReadProcedure
    .input(SaleInput.extend({ document: DocumentFamilySchema, file: z.enum(['xml', 'cdr']) }))
    .query(async ({ ctx, input }) => {
      const document = saleDocument(await loadSale(ctx.auth.refreshToken, input.sale), input.document);
      if (!document) throw notFound();
      return getDocumentFile(ctx.auth.refreshToken, documentNumber(document), input.file);
    }),
});
