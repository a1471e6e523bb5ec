/**
 * GET /api/parents/my-data/ (issue 55 point 6, the ARCO right of access): everything the API keeps
 * of the signed-in parent's family — the parent, each child, each purchase and invoice, the
 * consents given and withdrawn, the ARCO requests. Only the session's own family: there is no id
 * to ask for another's. POST /api/parents/consents/{id}/withdrawal/ (issue 75 point 3) withdraws
 * one of the family's consents, once; the parent gets an e-mail saying what it means.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db, type UserRecord } from '../db';
import { forbidden, jsonAnswer, notFound, requireUser } from '../http/api-answers';
import { invoiceAnswer } from '../checkout/invoice-records';
import { consentAnswer, consentsOf, withdrawConsent } from '../privacy/consents';
import { sendConsentWithdrawn } from '../outbox/privacy';
import { childrenOf } from './parents';
import { dollarPurchases, solesPurchases } from './purchase-list';
import { requestAnswer, requestsOf } from './data-requests';

function invoicesOf(userId: number) {
  return db.invoice
    .findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'asc' } })
    .map((invoice) => {
      const items = db.invoiceItem
        .findMany({ where: { invoiceId: { equals: invoice.id } }, orderBy: { position: 'asc' } })
        .map((item) => ({ name: item.name, amount: item.amount }));
      return {
        invoice_id: invoice.id,
        student_id: invoice.studentId,
        status: invoice.status,
        currency: invoice.currency,
        // What the pedido costs after its discount, as its invoice and its boleta state it.
        total: invoiceAnswer(invoice).total,
        items,
        created_at: invoice.createdAt,
        paid_at: invoice.paidAt,
      };
    });
}

export function familyData(user: UserRecord) {
  return {
    parent: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      country_code: user.countryCode,
      city: user.city,
      guardian_relation: user.guardianRelation,
      document_type: user.documentType,
      document_number: user.documentNumber,
      marketing_source: user.marketingSource,
    },
    // The student login, never its password: a download may end up anywhere.
    children: childrenOf(user.id).map((child) => ({
      id: child.id,
      first_name: child.first_name,
      last_name: child.last_name,
      student_email: child.email,
      age_range: child.age_range,
      experience: child.experience,
      operating_system: child.operating_system,
    })),
    purchases: [...solesPurchases(user.id), ...dollarPurchases(user.id)].map(
      ({ student: _student, card: _card, brand: _brand, ...purchase }) => purchase,
    ),
    invoices: invoicesOf(user.id),
    consents: consentsOf(user.id).map(consentAnswer),
    data_requests: requestsOf(user.id).map(requestAnswer),
  };
}

export const privacyHandlers = [
  http.get(`${MOCK_API_URL}/api/parents/my-data/`, ({ request }) => {
    const user = requireUser(request);
    if (user.role !== 'parent') return forbidden();
    return jsonAnswer({ data: familyData(user) });
  }),
  http.post(`${MOCK_API_URL}/api/parents/consents/:id/withdrawal/`, ({ request, params }) => {
    const user = requireUser(request);
    if (user.role !== 'parent') return forbidden();
    const withdrawn = withdrawConsent(user.id, String(params.id));
    if (!withdrawn) return notFound();
    if (withdrawn.changed) {
      const names = childrenOf(user.id)
        .filter((child) => withdrawn.consent.childIds.split(',').includes(String(child.id)))
        .map((child) => child.first_name);
      sendConsentWithdrawn(user, withdrawn.consent, names);
    }
    return jsonAnswer({ data: consentAnswer(withdrawn.consent) });
  }),
];
