import { emailCheckResponseSchema, type EmailCheckResult } from '../../../contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /email-check: asked by the register form before it creates the account (docs/product.md §5). */
export async function checkEmail(email: string, signal?: AbortSignal): Promise<EmailCheckResult> {
  const { data } = await apiClient.get<unknown>('/email-check', { params: { email }, signal });
  return emailCheckResponseSchema.parse(data);
}
