/**
 * The version of the terms of sale in force: shown on the terms page, sent by the payment screen
 * once the payer ticks « I accept the terms of sale », and recorded on the booking it pays. Change
 * it whenever the terms change: a payment that carries another version is refused.
 */
export const TERMS_VERSION = '2026-11-26';
