import { useTranslation } from 'next-i18next/pages';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import type { ExtraOffer } from '../api/get-space-extras';

export type ExtrasListProps = {
  offers: ExtraOffer[];
  quantities: Record<string, number>;
  onChange: (id: string, quantity: number) => void;
  disabled: boolean;
  /** How many people come: a per-person extra is taken for each of them, or not at all. */
  attendees: number;
};

/**
 * Each extra the space offers with its price: a − / + stepper up to its maximum for what is chosen
 * by the unit, one switch for what is counted per person.
 */
export function ExtrasList({ offers, quantities, onChange, disabled, attendees }: ExtrasListProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  return (
    <ul className="divide-y divide-brand-100 rounded-2xl bg-white ring-1 ring-brand-100">
      {offers.map((offer) => {
        const quantity = quantities[offer.id] ?? 0;
        return (
          <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0 flex-1">
              <h3 className="font-medium text-ink-900">{offer.name}</h3>
              <p className="text-sm text-ink-700">{offer.description}</p>
              <p className="mt-1 text-sm font-medium text-ink-900">
                {t(offer.per_person ? 'extras.perPersonPrice' : 'extras.unitPrice', {
                  price: formatPrice(offer.unit_price, locale),
                })}
              </p>
            </div>
            {offer.per_person ? (
              <button
                type="button"
                aria-pressed={quantity > 0}
                aria-label={t('extras.forEveryoneOf', { name: offer.name, count: attendees })}
                disabled={disabled || (quantity === 0 && attendees > offer.max_quantity)}
                onClick={() => onChange(offer.id, quantity > 0 ? 0 : attendees)}
                className="rounded-xl px-3 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-500/40 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-500/60 disabled:ring-ink-500/20 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {t('extras.forEveryone', { count: attendees })}
              </button>
            ) : (
              <div
                className="flex items-center gap-2"
                role="group"
                aria-label={t('extras.quantityOf', { name: offer.name })}
              >
                <StepButton
                  label={t('extras.remove', { name: offer.name })}
                  disabled={disabled || quantity <= 0}
                  onClick={() => onChange(offer.id, quantity - 1)}
                >
                  −
                </StepButton>
                <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
                  {quantity}
                </output>
                <StepButton
                  label={t('extras.add', { name: offer.name })}
                  disabled={disabled || quantity >= offer.max_quantity}
                  onClick={() => onChange(offer.id, quantity + 1)}
                >
                  +
                </StepButton>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full text-lg font-semibold text-brand-700 ring-1 ring-brand-500/40 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-500/60 disabled:ring-ink-500/20"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
