import type { PaymentInput, PaymentResult } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';

/**
 * POST /bookings/{id}/payment: pays a live hold, or the balance of a confirmed booking. The
 * Idempotency-Key makes a retried request (a lost answer) replay the first answer, never charge twice.
 */
export async function payBooking(
  id: string,
  input: PaymentInput,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const { data } = await (
    await loadApiClient()
  ).post<PaymentResult>(`/bookings/${id}/payment`, input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
