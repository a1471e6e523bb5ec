/** Instants in an e-mail as the pages write them (spec §9), in Lima time: the API knows no browser's zone. */
import dayjs from 'dayjs';
import '../../kernel/dates';

/** An instant on Lima's clock. */
export const inLima = (at: string | number | Date) => dayjs(at).tz('America/Lima');

const lima = (iso: string) => inLima(iso).locale('es');

/** As Mis compras and a receipt date a payment: '26 de noviembre de 2026, 4:05 PM'. */
export const emailDateTime = (iso: string): string => lima(iso).format('D [de] MMMM [de] YYYY, h:mm A');

/** As the payment's result screen dates an order: '26/11/26 16:05:09'. */
export const orderDateTime = (iso: string): string => lima(iso).format('DD/MM/YY HH:mm:ss');
