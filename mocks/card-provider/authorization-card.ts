/** What Mis compras and a refund read back from a stored authorization answer. */
import { asRecord, asText } from '../http/text';

/** CARD and BRAND of the stored authorization answer (approved: data.dataMap; denied: the provider's text). */
export function cardOf(answer: string): { card: string | null; brand: string | null } {
  try {
    const parsed = asRecord(JSON.parse(answer));
    const data = asRecord(parsed?.data);
    const map = asRecord(data?.dataMap);
    if (map) return { card: asText(map.CARD) || null, brand: asText(map.BRAND) || null };
    const provider = Object.values(parsed ?? {})
      .map(asRecord)
      .find((value) => value && 'text' in value);
    const denied = asRecord(asRecord(JSON.parse(asText(provider?.text) || '{}'))?.data);
    return { card: asText(denied?.CARD) || null, brand: asText(denied?.BRAND) || null };
  } catch {
    return { card: null, brand: null };
  }
}
