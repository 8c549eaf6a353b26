import { useTranslation } from 'next-i18next/pages';

/** The heart's names, translated by whoever draws many hearts at once (a list translates them once). */
export type HeartLabels = { add: string; remove: string };

/** The heart's names in the page's language. */
export function useHeartLabels(): HeartLabels {
  const { t } = useTranslation('common');
  return { add: t('favorite.add'), remove: t('favorite.remove') };
}

export type HeartButtonProps = {
  /** Whether the space is among the user's favorites. */
  pressed: boolean;
  labels: HeartLabels;
  onClick?: () => void;
  /** While the user's favorites are not known yet. */
  busy?: boolean;
  className?: string;
};

/** The heart itself: a toggle button named for what pressing it does. */
export function HeartButton({ pressed, labels, onClick, busy = false, className = '' }: HeartButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? labels.remove : labels.add}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={`grid size-10 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-brand-100 backdrop-blur transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`size-5 ${pressed ? 'fill-rose-600 stroke-rose-600' : 'fill-none stroke-ink-700'}`}
        strokeWidth="2"
      >
        <path
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        />
      </svg>
    </button>
  );
}
