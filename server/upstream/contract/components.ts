/** The shared objects the document names once (`#/components/schemas/<name>`), in reading order. */
import type { z } from 'zod';
import { FieldErrorsAnswerSchema } from '../schemas/sign-up';
import { ElectronicDocumentSchema, ReceiptBuyerSchema } from '../schemas/electronic-receipts';
import { InvoiceSchema, LocalPaymentSchema } from '../schemas/invoices';
import { RefundOfferSchema } from '../schemas/refunds';
import { ChildSchema, CourseEnrolmentSchema, LearningPathSchema } from '../schemas/parents';
import { ClassSessionPageSchema } from '../schemas/class-sessions';
import { MakeUpSchema } from '../schemas/make-ups';
import { WaitlistEntrySchema } from '../schemas/waitlist';
import { CourseEntrySchema } from '../schemas/content';
import { DetailSchema } from './define';

export const NAMED_SCHEMAS: Array<[string, z.ZodType]> = [
  ['Error', DetailSchema],
  ['FieldErrors', FieldErrorsAnswerSchema],
  ['Invoice', InvoiceSchema],
  ['ReceiptBuyer', ReceiptBuyerSchema],
  ['ElectronicDocument', ElectronicDocumentSchema],
  ['RefundOffer', RefundOfferSchema],
  ['LocalPayment', LocalPaymentSchema],
  ['Child', ChildSchema],
  ['CourseEnrolment', CourseEnrolmentSchema],
  ['LearningPath', LearningPathSchema],
  ['ClassSessionPage', ClassSessionPageSchema],
  ['MakeUp', MakeUpSchema],
  ['WaitlistEntry', WaitlistEntrySchema],
  ['CourseEntry', CourseEntrySchema],
];
