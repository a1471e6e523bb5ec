/** A vacation program's promotion price, how long it lasts and how many places it has left (issue 75). */
import { formatDayMonthInZone } from '../dates';

export const promotionUntil = (endsAt: string, timeZone: string) =>
  `Precio promocional hasta el ${formatDayMonthInZone(endsAt, timeZone)}`;

export const promotionStockLeft = (left: number) =>
  left === 1 ? 'Queda 1 cupo con este precio' : `Quedan ${left} cupos con este precio`;
