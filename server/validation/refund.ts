/** The refund page's form: a reason, optional words, and the box that confirms it. */
import { z } from 'zod';
import { REFUND_SALE_TEXT, REFUND_TEXT, type RefundSaleKind } from '@kernel/texts/refunds';
import { REFUND_DETAIL_MAX, RefundReasonSchema } from '../upstream/schemas/refunds';
import { SaleRefSchema } from '../sales/sale-ref';

export { REFUND_DETAIL_MAX };

/** The confirmation names what is refunded: the pedido or the vacation purchase. */
export const refundFormSchema = (kind: RefundSaleKind) =>
  z
    .object({
      reason: RefundReasonSchema.optional(),
      detail: z
        .string()
        .trim()
        .max(REFUND_DETAIL_MAX, REFUND_TEXT.detailTooLong(REFUND_DETAIL_MAX))
        .default(''),
      confirm: z.literal('on').optional(),
    })
    // At the object: a refinement of an optional field does not run when the field is missing.
    .superRefine((value, ctx) => {
      if (!value.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: REFUND_TEXT.chooseReason });
      if (!value.confirm)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: REFUND_SALE_TEXT[kind].confirmRequired });
    });
export type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;

/** `refunds.request`: any sale, the reason and the words the form sent. */
export const RefundInputSchema = z.object({
  sale: SaleRefSchema,
  reason: RefundReasonSchema,
  detail: z.string().trim().max(REFUND_DETAIL_MAX),
});
