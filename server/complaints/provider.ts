/** Who the complaint is filed with (D.S. 011-2011-PCM): the business itself, so sheet, page and PDF agree. */
import { businessIdentity, type BusinessIdentity } from '../business/identity';

export type ComplaintProvider = BusinessIdentity;

export const complaintProvider = businessIdentity;
