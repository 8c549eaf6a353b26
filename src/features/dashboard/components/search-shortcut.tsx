import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

/** Straight to the Paris search, with the words typed here as its text filter. */
export function SearchShortcut() {
  const { t } = useTranslation('dashboard');
  const router = useRouter();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    void router.push({ pathname: '/paris', query: words ? { text: words } : {} });
  };
  return (
    <section
      aria-labelledby="dashboard-search"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="dashboard-search" className="font-semibold text-ink-900">
        {t('search.title')}
      </h2>
      <form role="search" onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          className="flex-1"
          label={t('search.label')}
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </section>
  );
}
