/** The complaints book's option lists (spec §3 "claim object: product, service"; "claim type: claim, complaint"). */
export const CLAIM_OBJECTS = ['product', 'service'] as const;
export type ClaimObject = (typeof CLAIM_OBJECTS)[number];
export const CLAIM_OBJECT_LABEL: Record<ClaimObject, string> = {
  product: 'Producto',
  service: 'Servicio',
};

export const CLAIM_TYPES = ['claim', 'complaint'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABEL: Record<ClaimType, string> = {
  claim: 'Reclamo',
  complaint: 'Queja',
};
/** What each type means, as the complaints-book regulation defines them. */
export const CLAIM_TYPE_HINT: Record<ClaimType, string> = {
  claim: 'Disconformidad con el producto o servicio',
  complaint: 'Malestar respecto a la atención',
};

/**
 * What the complaint is about: a robotics kit when it is a product, a course when it is a service
 * (spec §3's "list of course names", read from the catalogue). A service outside the catalogue (a
 * vacation program, a path) is 'Otro servicio', described in the field below.
 */
export const OTHER_SERVICE = 'otro';
export const OTHER_SERVICE_LABEL = 'Otro servicio (descríbelo abajo)';
