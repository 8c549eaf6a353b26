import { useTranslation } from 'next-i18next/pages';
import { useInvoices } from '../../../lib/invoices/get-invoices';
import { useMe } from '../../../lib/me/get-me';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';
import { InvoiceTable } from './invoice-table';
import { InvoiceTotals } from './invoice-totals';

/**
 * /account/invoices (docs/business-rules.md §8): the invoice of every payment and the credit note
 * of every refund, each as a PDF, and what they add up to. An account administrator sees the whole
 * account's; a member, those of their own bookings (the API decides).
 */
export function InvoicesScreen() {
  const { t } = useTranslation('account');
  const invoices = useInvoices({});
  const me = useMe();
  const lead = me.data && t(me.data.can_manage_account ? 'invoices.leadAccount' : 'invoices.leadOwn');

  return (
    <AccountSection title={t('sections.invoices.title')} lead={lead} wide>
      {invoices.isPending ? (
        <AccountLoading />
      ) : invoices.isError ? (
        <AccountLoadError />
      ) : invoices.data.items.length === 0 ? (
        <AccountCard>
          <p className="text-ink-700">{t('invoices.empty')}</p>
        </AccountCard>
      ) : (
        <>
          <AccountCard>
            <InvoiceTable invoices={invoices.data.items} />
          </AccountCard>
          <InvoiceTotals totals={invoices.data.totals} />
        </>
      )}
    </AccountSection>
  );
}
