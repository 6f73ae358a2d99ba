import { useState } from 'react';
import { download } from '../../lib/api.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';

type Request = Parameters<typeof download<'GET /export/:file'>>[1];
type NtakRequest = Parameters<typeof download<'GET /export/ntak/:file'>>[1];

export type ExportDownload =
  | { kind: 'report'; request: Request; fallbackName: string }
  | { kind: 'ntak'; request: NtakRequest; fallbackName: string };

/**
 * Fetches an export with the login's token and saves it; `busy` names the file being fetched (one at a time, so a
 * second click does not start a second year-long export).
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | undefined>();
  const start = async (what: ExportDownload) => {
    if (busy) return;
    setBusy(what.fallbackName);
    try {
      const { blob, fileName } =
        what.kind === 'report'
          ? await download('GET /export/:file', what.request)
          : await download('GET /export/ntak/:file', what.request);
      saveFile(blob, fileName ?? what.fallbackName);
    } catch {
      notifyServerError();
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, start };
}
