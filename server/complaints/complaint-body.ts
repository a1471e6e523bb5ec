/** From the validated form to the API's body (POST /api/complaints/). */
import type { ComplaintBody } from '../upstream/schemas/complaints';
import type { ComplaintInput } from '../validation/complaint';

export function complaintBody(input: ComplaintInput): ComplaintBody {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    country: input.country,
    document_type: input.documentType,
    document_number: input.documentNumber,
    address: input.address,
    department: input.department,
    district: input.district,
    phone: input.phone,
    email: input.email,
    is_minor: input.isMinor,
    guardian: input.guardian && {
      name: input.guardian.name,
      document_type: input.guardian.documentType,
      document_number: input.guardian.documentNumber,
    },
    claim_object: input.claimObject,
    amount: input.amount,
    good_name: input.goodName,
    good_description: input.goodDescription,
    claim_type: input.claimType,
    detail: input.detail,
    request: input.request,
  };
}
