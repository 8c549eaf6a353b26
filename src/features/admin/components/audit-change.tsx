import { useTranslation } from 'next-i18next/pages';
import type { Locale } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { formatInstant } from '../utils/format';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of an audit line as words: instants on the Paris clock, nothing as a dash. */
function readable(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value, locale) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What a staff write changed, field by field: "status: enabled → suspended". Fields that stayed
 * the same are left out unless nothing changed at all; a creation shows only what it set.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const changed = fields.filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]));
  const shown = changed.length > 0 ? changed : fields;
  if (shown.length === 0) return <p className="text-ink-500">{t('audit.noDetail')}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {shown.map((field) => (
        <div key={field} className="contents">
          <dt className="font-mono text-ink-500">{field}</dt>
          <dd className="break-all text-ink-900">
            {before === null || !(field in old)
              ? readable(now[field], locale)
              : `${readable(old[field], locale)} → ${readable(now[field], locale)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
