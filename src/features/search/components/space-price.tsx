import type { TFunction } from 'i18next';
import type { SpaceSearchItem } from '../../../contracts/spaces';
import { formatPrice, type Locale } from '../../../domain/money';

type Rebate = SpaceSearchItem['rebates'][number];

export type SpacePriceProps = {
  /** Cents per hour, shown when no slot is chosen. */
  priceHour: number;
  /** The chosen slot's price, rebates deducted (the API's); null without a slot. */
  price: number | null;
  rebates: readonly Rebate[];
  /** A desk's day pass: replaces the slot price on the desks search. */
  dayPass?: { price: number; rebates: readonly Rebate[] } | null;
  /**
   * The list's `t` (search namespace) and locale: a useTranslation in each of a page's 24 cards
   * was a tenth of the server's CPU rendering /paris.
   */
  t: TFunction;
  locale: Locale;
};

/** The search's rebate codes and their labels; an unknown code still shows, generically. */
const REBATE_KEYS: Record<string, string> = {
  'promotion.early_booking': 'price.rebate.earlyBooking',
  'promotion.day_rate': 'price.rebate.dayRate',
};

/** A card's price: per hour without a slot, the slot's price with one, a day pass for desks; then its rebates. */
export function SpacePrice({ priceHour, price, rebates, dayPass, t, locale }: SpacePriceProps) {
  const money = (cents: number) => formatPrice(cents, locale);
  let main: string;
  let shownRebates = rebates;
  if (dayPass) {
    main = t('price.perDay', { price: money(dayPass.price) });
    shownRebates = dayPass.rebates;
  } else if (price !== null) {
    main = t('price.forSlot', { price: money(price) });
  } else {
    main = t('card.perHour', { price: money(priceHour) });
  }
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-ink-900">{main}</p>
      {shownRebates.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t('price.rebatesLabel')}>
          {shownRebates.map((rebate) => (
            <li
              key={rebate.code}
              className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-medium text-ink-700"
            >
              {t(REBATE_KEYS[rebate.code] ?? 'price.rebate.other', { amount: money(rebate.amount) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
