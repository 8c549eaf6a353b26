/** Query keys of the booking flow, in one place. */
export const bookingKeys = {
  booking: (id: string) => ['bookings', id] as const,
  overstay: (id: string) => ['overstays', id] as const,
  account: () => ['account'] as const,
};
