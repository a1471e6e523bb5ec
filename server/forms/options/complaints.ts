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
