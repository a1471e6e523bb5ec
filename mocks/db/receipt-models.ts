/** The electronic receipts the simulated API issued through its OSE (issues 55 and 75). */
import { nullable, primaryKey } from '@mswjs/data';

export const receiptModels = {
  electronicDocument: {
    /** 'B001-00000012'. */
    id: primaryKey(String),
    userId: Number,
    /** What it was issued for: an invoice of the checkout or a vacation purchase. */
    invoiceId: nullable(Number),
    purchaseId: nullable(String),
    series: String,
    number: Number,
    /** The document as the API answers it (ElectronicDocumentSchema), as JSON. */
    answer: String,
  },
  /** Who a purchase's or an invoice's receipt is for, as the family chose at checkout. */
  receiptBuyer: {
    /** 'invoice:90001' or 'purchase:1027000001'. */
    id: primaryKey(String),
    /** ReceiptBuyerSchema, as JSON. */
    buyer: String,
  },
  /** The business's foreign-sales rule a sale was opened under (decision 105): 'export' or 'taxed'. */
  saleForeignSales: {
    /** The sale's key, as receiptBuyer's. */
    id: primaryKey(String),
    treatment: String,
  },
};
