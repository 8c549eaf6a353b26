// The whole relational model, for drizzle's typed queries and for drizzle-kit.
export * from './catalogue';
export * from './closures';
export * from './people';
export * from './bookings';
export * from './payments';
export * from './messages';
export * from './staff';
export * from './invoices';
export * from './reviews';
