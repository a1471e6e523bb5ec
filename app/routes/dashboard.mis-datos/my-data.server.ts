import { json } from '@remix-run/node';
import { parentPageData } from '~/lib/parent-route.server';

export const MY_DATA_PATH = '/dashboard/mis-datos';

export const loadMyData = (request: Request) =>
  parentPageData(request, MY_DATA_PATH, async (caller) =>
    json({ view: (await caller.parents.myData()).view }),
  );
