/** The PDF's older address: its filer's browser goes on to the copy link's PDF; anyone else, the 404. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { COMPLAINTS_PATH, ownCopyPath } from '~/lib/complaint-records.server';
import { asDownload } from '~/lib/download-errors.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(COMPLAINTS_PATH, async () =>
    redirect(`${await ownCopyPath(request, params.id)}/descargar`, 303),
  );
}
