/** GET /api/banners/dashboard/ (spec §7; answer not shown, decision 020): `{data: [{url, cover, cover_mobile, title}]}`. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer } from '../http/api-answers';

export const bannerHandlers = [
  http.get(`${MOCK_API_URL}/api/banners/dashboard/`, () =>
    jsonAnswer({
      data: db.banner
        .findMany({ orderBy: { id: 'asc' } })
        .map(({ url, cover, cover_mobile, title }) => ({ url, cover, cover_mobile, title })),
    }),
  ),
];
