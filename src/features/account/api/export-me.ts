import type { MyDataExportDocument } from '../../../contracts/me-export';
import { exportFileName } from '../../../contracts/me-values';
import { loadApiClient } from '../../../lib/api-session';

/** GET /me/export: everything the product holds about the signed-in user, and the file's name. */
export async function exportMe(): Promise<{ fileName: string; json: string }> {
  const { data } = await (await loadApiClient()).get<MyDataExportDocument>('/me/export');
  return { fileName: exportFileName(data.exported_at), json: `${JSON.stringify(data, null, 2)}\n` };
}
