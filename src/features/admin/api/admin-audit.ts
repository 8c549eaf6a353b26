import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys, definedParams, type AuditFilters } from './admin-keys';

export const AUDIT_PAGE_SIZE = 50;

/** GET /admin/audit (super_admin): the staff's writes, newest first. */
export async function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditEntry[]> {
  const params = definedParams({ limit: AUDIT_PAGE_SIZE, offset: filters.offset || undefined });
  const { data } = await (await loadApiClient()).get<AuditEntry[]>('/admin/audit', { params, signal });
  return data;
}

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });
