import { formatForint } from '@konyha/domain/common/money';
import type { User } from '@konyha/domain/users/user.schemas';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import button from '../../components/button.module.css';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { useErrorText } from '../../components/form/errorText.ts';
import { Form } from '../../components/form/Form.tsx';
import form from '../../components/form/form.module.css';
import orderLayout from '../../components/orderLayout.module.css';
import page from '../../components/page.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { addressDetailsOf } from '../../lib/addressDetails.ts';
import { useCart } from '../../lib/cartStore.ts';
import { paymentSettingsQuery } from '../../lib/queries/payments.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { PriceSummary, useMinimumOrder } from '../cart/index.ts';
import { useOfferedPayments } from './api/paymentSettings.ts';
import { AddressSection } from './components/AddressSection.tsx';
import { ContactFields } from './components/ContactFields.tsx';
import { InvoiceSection } from './components/InvoiceSection.tsx';
import { NoteField } from './components/NoteField.tsx';
import { PaymentFields } from './components/PaymentFields.tsx';
import { ScheduleFields } from './components/ScheduleFields.tsx';
import { TipField } from './components/TipField.tsx';
import { invoiceDefaults } from './invoiceForm.ts';
import styles from './PayPage.module.css';
import { type PayFormContext, type PayFormValues, payFormResolver } from './payForm.ts';
import { startDay } from './schedule.ts';
import { tipOfForm } from './tipForm.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { type Schedule, useSchedule } from './useSchedule.ts';

/**
 * The order form (SPEC §2 Pay form). Its own guard: an empty cart goes home, a cart below the minimum order value
 * back to the cart. Once the form is open it stays, and a total that drops below the minimum there (another tab)
 * disables the pay button with the message instead.
 */
export function PayPage() {
  const { t, ready } = useFeatureTranslation('checkout');
  const cart = useCart();
  const { loading } = useSession();
  const { price, belowMinimum } = useMinimumOrder(cart);
  const [admitted, setAdmitted] = useState(false);
  if (belowMinimum === false && !admitted) setAdmitted(true);
  useDocumentTitle(ready ? t('pay.title') : '');
  // Asked for while the form waits for its days and slots, so the methods offered are usually known when it opens.
  usePrefetchQuery(paymentSettingsQuery);

  if (!cart) return <Navigate to="/" replace />;
  if (!admitted && (belowMinimum || price.isError)) return <Navigate to="/cart" replace />;
  if (!ready || loading || !admitted) return <Spinner label="…" />;
  return <ScheduledPayForm />;
}

/** The form opens once the days and "as soon as possible" are known, so it starts on the right day and time. */
function ScheduledPayForm() {
  // The clock of this visit: days and slots are offered as of opening the form; the server checks them again.
  const [now] = useState(() => new Date());
  const schedule = useSchedule(now);
  if (schedule.loading) return <Spinner label="…" />;
  return <PayForm now={now} schedule={schedule} />;
}

/**
 * The time starts empty: the day's slots arrive from the server, and ScheduleFields picks the time then. A single
 * saved address is filled in (its street once that zip code's streets are in: SavedAddressPicker).
 */
function defaultsFor(customer: User | null, day: string): PayFormValues {
  const single = customer?.addresses.length === 1 ? customer.addresses[0] : undefined;
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    zipCode: single?.zipCode ?? '',
    street: '',
    houseNumber: '',
    city: single?.city ?? 'Budapest',
    ...addressDetailsOf(single),
    note: '',
    payment: 'CASH',
    payWith: '',
    tipChoice: '0',
    tipAmount: '',
    card: { cardNumber: '', expMonth: '', expYear: '', cardHolderName: '', cvn: '' },
    day,
    time: '',
    terms: false,
    ...invoiceDefaults(customer),
  };
}

function PayForm({ now, schedule }: { now: Date; schedule: Schedule }) {
  const { t } = useFeatureTranslation('checkout');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText('checkout');
  const customer = useSession().user;
  const cart = useCart();
  const offered = useOfferedPayments();
  const context: PayFormContext = { now, guest: customer === null };
  const methods = useForm<PayFormValues, PayFormContext>({
    defaultValues: defaultsFor(
      customer,
      startDay(cart?.lunch?.map((line) => line.date) ?? [], schedule.days),
    ),
    resolver: payFormResolver,
    context,
    mode: 'onTouched',
  });
  const { submit, sending } = useOrderSubmit(cart, customer === null, methods.setError, schedule, offered);
  const zipCode = methods.watch('zipCode');
  const { summary, minimum, belowMinimum, price } = useMinimumOrder(cart, zipCode || undefined);
  const minimumId = useId();
  // The total with delivery is known once the zip code is priced, after the form exists; the resolver reads this
  // same context object when it validates, so "I pay with" is checked against the total shown.
  const total = summary && summary.shippingCost !== null ? summary.total : undefined;
  context.total = total;
  context.cardForm = offered.cardForm;

  return (
    <div className={page.page}>
      <h1>{t('pay.title')}</h1>
      <Form
        form={methods}
        errorText={errorText}
        className={orderLayout.layout}
        onSubmit={methods.handleSubmit(submit)}
      >
        <div>
          <ContactFields readOnly={customer !== null} />
          <AddressSection saved={customer?.addresses ?? []} />
          <div className={form.section}>
            <NoteField userId={customer?.id} />
          </div>
          <PaymentFields total={total} offered={offered} />
          <TipField total={total} />
          <ScheduleFields schedule={schedule} />
          <InvoiceSection loggedIn={customer !== null} />
        </div>
        <div className={styles.side}>
          <PriceSummary
            summary={summary}
            tip={tipOfForm(methods.watch())}
            failed={price.isError && !summary}
          />
          <Checkbox
            {...methods.register('terms')}
            errorText={errorText(methods.formState.errors.terms?.message)}
          >
            <span>
              {t('pay.termsBefore')}
              {/* A new tab, so the filled-in form stays. */}
              <Link to="/terms" target="_blank" rel="noopener">
                {t('pay.termsLink')}
                <span className="visually-hidden"> {common('common.opensInNewTab')}</span>
              </Link>
              {t('pay.termsAfter')}
            </span>
          </Checkbox>
          {minimum !== undefined && belowMinimum && (
            <p id={minimumId} className={orderLayout.warning}>
              {t('cart.belowMinimum', { amount: formatForint(minimum, language) })}
            </p>
          )}
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={belowMinimum !== false || sending}
            aria-describedby={belowMinimum ? minimumId : undefined}
          >
            {sending ? t('pay.sending') : t('pay.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
