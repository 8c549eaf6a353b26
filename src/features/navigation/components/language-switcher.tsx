import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Locale } from '../../../domain/money';
import { LOCALES } from '../../../lib/locale';
import { useUpdateMe } from '../../../lib/me/update-me';
import { useChangeLanguage } from '../hooks/use-change-language';

/** French or English, in the signed-in user's menu: the choice is also saved on their profile. */
export function LanguageSwitcher() {
  const { t } = useTranslation('navigation');
  const { t: tCommon } = useTranslation('common');
  const { locale } = useRouter();
  const { mutate: updateMe } = useUpdateMe();
  const saveToProfile = useCallback((lang: Locale) => updateMe({ locale: lang }), [updateMe]);
  const changeLanguage = useChangeLanguage(saveToProfile);
  return (
    <div role="group" aria-label={t('userMenu.language')} className="px-2 py-2">
      <p aria-hidden="true" className="mb-2 text-xs font-medium text-ink-500">
        {t('userMenu.language')}
      </p>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1">
        {LOCALES.map((lang) => {
          const current = lang === locale;
          return (
            <button
              key={lang}
              type="button"
              lang={lang}
              aria-pressed={current}
              onClick={() => changeLanguage(lang)}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${current ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-700 hover:text-brand-700'}`}
            >
              {tCommon(`language.switchTo.${lang}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
