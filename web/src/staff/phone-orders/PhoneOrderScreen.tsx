import { formatForint } from '@konyha/domain/common/money';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { preselectedMinutes } from '@konyha/domain/orders/order-alerts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { useErrorText } from '../../components/form/errorText.ts';
import { Form } from '../../components/form/Form.tsx';
import form from '../../components/form/form.module.css';
import { EmailInput, NameInput, PhoneInput } from '../../components/form/presets.tsx';
import orderLayout from '../../components/orderLayout.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import {
  CartItems,
  CouponForm,
  deliveryMinutesQuery,
  PriceSummary,
  useCartItems,
  useMinimumOrder,
} from '../../features/cart/index.ts';
import {
  AddressSection,
  NoteField,
  type Schedule,
  ScheduleFields,
  TipField,
  tipOfForm,
  useSchedule,
} from '../../features/checkout/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { CustomerCard } from './components/CustomerCard.tsx';
import { CustomerSearch } from './components/CustomerSearch.tsx';
import { DishPicker } from './components/DishPicker.tsx';
import { OrderTaken } from './components/OrderTaken.tsx';
import { PhonePaymentFields } from './components/PhonePaymentFields.tsx';
import { ReadyTimeFields } from './components/ReadyTimeFields.tsx';
import {
  contactOf,
  type PhoneOrderContext,
  type PhoneOrderValues,
  phoneOrderDefaults,
  phoneOrderResolver,
} from './phoneOrderForm.ts';
import styles from './phoneOrders.module.css';
import { useAddressPick } from './useAddressPick.ts';
import { usePhoneCart } from './usePhoneCart.ts';
import { usePhoneOrderSubmit } from './usePhoneOrderSubmit.ts';
import { useSameAgain } from './useSameAgain.ts';

/**
 * Taking an order by phone (issue 30): the caller found or typed in, the dishes, the address and time as the pay
 * form asks them, the payment and the ready time; priced by the server as the web shop's cart is. Each order taken
 * starts a fresh form.
 */
export function PhoneOrderScreen() {
  return (
    <AdminScreen title="phoneOrder.title">
      <PhoneOrderLoader />
    </AdminScreen>
  );
}

function PhoneOrderLoader() {
  const { ready } = useFeatureTranslation('checkout');
  // The clock of this form: days and slots as of opening it; the server checks them again.
  const [now] = useState(() => new Date());
  const schedule = useSchedule(now);
  const delivery = useQuery(deliveryMinutesQuery);
  const [taken, setTaken] = useState<{ order: Order; count: number }>();
  if (!ready || schedule.loading || delivery.isPending) return <Spinner label="…" />;
  return (
    <>
      {taken && <OrderTaken key={`taken-${taken.count}`} order={taken.order} />}
      <PhoneOrderForm
        key={`form-${taken?.count ?? 0}`}
        schedule={schedule}
        minutes={preselectedMinutes(delivery.data ?? 30)}
        onTaken={(order) => setTaken({ order, count: (taken?.count ?? 0) + 1 })}
      />
    </>
  );
}

function PhoneOrderForm({
  schedule,
  minutes,
  onTaken,
}: {
  schedule: Schedule;
  minutes: number;
  onTaken: (order: Order) => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const formId = useId();
  const minimumId = useId();
  const checkoutErrors = useErrorText('checkout');
  const { t: staff, i18n } = useTranslation('staff');
  const errorText = (message: string | undefined) =>
    message && i18n.exists(`staff:phoneOrder.errors.${message}`)
      ? staff(`phoneOrder.errors.${message}` as 'phoneOrder.errors.emailForLink')
      : checkoutErrors(message);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const phoneCart = usePhoneCart();
  const { cart } = phoneCart;
  const { items } = useCartItems(cart);
  const context: PhoneOrderContext = {};
  const methods = useForm<PhoneOrderValues, PhoneOrderContext>({
    defaultValues: phoneOrderDefaults(schedule.days[0] ?? '', minutes),
    resolver: phoneOrderResolver,
    context,
    mode: 'onTouched',
  });
  const zipCode = methods.watch('zipCode');
  const { summary, price, minimum, belowMinimum } = useMinimumOrder(
    cart,
    zipCode || undefined,
    phoneCart.setCoupon,
  );
  context.total = summary && summary.shippingCost !== null ? summary.total : undefined;
  const { submit, sending, slotFull } = usePhoneOrderSubmit({
    form: methods,
    cart,
    customer,
    context,
    onTaken,
  });
  const pickAddress = useAddressPick(methods);
  const sameAgain = useSameAgain(phoneCart.replace);

  function pickCustomer(found: Customer) {
    setCustomer(found);
    for (const [key, value] of Object.entries(contactOf(found)))
      methods.setValue(key as 'name' | 'email' | 'phone', value, { shouldValidate: true });
    const [latest] = found.addresses;
    if (latest) pickAddress(latest);
  }

  return (
    <div className={orderLayout.layout}>
      <div className={styles.main}>
        {customer ? (
          <CustomerCard
            customer={customer}
            onAddress={pickAddress}
            onSameAgain={(order) => sameAgain(order.lines)}
            onForget={() => setCustomer(null)}
          />
        ) : (
          <CustomerSearch onPick={pickCustomer} />
        )}
        <DishPicker onAdd={phoneCart.add} />
        <Form id={formId} form={methods} errorText={errorText} onSubmit={methods.handleSubmit(submit)}>
          <fieldset className={form.section}>
            <legend>{t('phoneOrder.contact')}</legend>
            <NameInput label={t('phoneOrder.name')} />
            <PhoneInput label={t('phoneOrder.phone')} />
            <EmailInput
              label={t('phoneOrder.email')}
              hint={t('phoneOrder.emailHint')}
              fieldClassName={form.wide}
            />
          </fieldset>
          <AddressSection saved={[]} />
          <div className={form.section}>
            <NoteField userId={undefined} />
          </div>
          <ScheduleFields schedule={schedule} />
          <ReadyTimeFields slotFull={slotFull} />
          <PhonePaymentFields total={context.total} />
          <TipField total={context.total} />
        </Form>
      </div>
      <div className={styles.side}>
        <section className={styles.cart} aria-label={t('phoneOrder.cart')}>
          {cart ? <CartItems items={items} edit={phoneCart.edit} /> : <p>{t('phoneOrder.emptyCart')}</p>}
        </section>
        {cart && <CouponForm cart={cart} summary={summary} onCoupon={phoneCart.setCoupon} />}
        {cart && (
          <PriceSummary
            summary={summary}
            tip={tipOfForm(methods.watch())}
            failed={price.isError && !summary}
          />
        )}
        {minimum !== undefined && belowMinimum && (
          <p id={minimumId} className={orderLayout.warning}>
            {t('phoneOrder.belowMinimum', { amount: formatForint(minimum, language) })}
          </p>
        )}
        <button
          type="submit"
          form={formId}
          className={`${button.button} ${button.primary}`}
          disabled={sending}
          aria-describedby={belowMinimum ? minimumId : undefined}
        >
          {sending ? t('phoneOrder.sending') : t('phoneOrder.submit')}
        </button>
      </div>
    </div>
  );
}
