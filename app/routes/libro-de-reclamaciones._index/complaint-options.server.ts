import {
  CLAIM_OBJECT_LABEL,
  CLAIM_OBJECTS,
  CLAIM_TYPE_HINT,
  CLAIM_TYPE_LABEL,
  CLAIM_TYPES,
} from '@server/forms/options/complaints';
import { DOCUMENT_LABEL } from '@server/forms/options/documents';
import { DISTRICT_OPTIONS, PERU_DEPARTMENTS } from '@server/forms/options/peru-locations';
import { COMPLAINT_DOCUMENT_TYPES } from '@server/validation/complaint';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const COMPLAINT_OPTIONS = {
  documents: COMPLAINT_DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_LABEL[type] })),
  departments: asOptions(PERU_DEPARTMENTS),
  districts: asOptions(DISTRICT_OPTIONS),
  claimObjects: CLAIM_OBJECTS.map((value) => ({ value, label: CLAIM_OBJECT_LABEL[value] })),
  claimTypes: CLAIM_TYPES.map((value) => ({
    value,
    label: CLAIM_TYPE_LABEL[value],
    hint: CLAIM_TYPE_HINT[value],
  })),
};
export type ComplaintOptions = typeof COMPLAINT_OPTIONS;
