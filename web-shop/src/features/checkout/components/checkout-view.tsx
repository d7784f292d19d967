import type { CartAnswer, UserAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addRecipesQuery, type CartState } from '@/shared/cart';
import { isLanguage } from '@/shared/i18n/languages';
import { savedCardsQuery } from '@/shared/orders/saved-cards';
import { useStartup } from '@/shared/startup/use-startup';
import { ShareMenuDialog } from '@/shared/ui/share-menu/share-menu-dialog';
import { citiesQuery, deliveryDayQuery, paymentConfigQuery } from '../api/checkout-calls';
import { checkoutReducer, initialForm } from '../api/checkout-form';
import {
  type AddressProblems,
  checkAddress,
  cityNamed,
  prefilledAddress,
  readStoredAddress,
  storeAddress,
} from '../api/delivery-address';
import { chosenDate, dateIn, isBookable } from '../api/delivery-dates';
import { orderBodyOf, savedCardChoice } from '../api/order-body';
import type { PlaceFailure } from '../api/order-outcome';
import { useDeliveryInfo } from '../hooks/use-delivery-info';
import { usePlaceOrder } from '../hooks/use-place-order';
import { AddressStep } from './address-step';
import { AuthenticationDialog } from './authentication-dialog';
import styles from './checkout-page.module.css';
import { DeliveryDateStep } from './delivery-date-step';
import { OrderSummary } from './order-summary';
import { PaymentOverlay } from './payment-overlay';
import { PaymentStep } from './payment-step';
import { PlaceOrderBar } from './place-order-bar';
import { TimeSlotStep } from './time-slot-step';

type Step = 'date' | 'slot' | 'address' | 'payment';

/** The query that opens the share dialog (spec §2); closing removes it. */
const shareMenuParam = 'sharemenu';

type CheckoutViewProps = {
  state: CartState;
  cart: CartAnswer;
  user: UserAnswer;
};

/** /checkout for a signed-in shopper with a cart worth ordering: the four steps and the order. */
export function CheckoutView({ state, cart, user }: CheckoutViewProps) {
  const { t, i18n } = useTranslation();
  const { influencer } = useStartup();
  const [form, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialForm(prefilledAddress(user, readStoredAddress())),
  );
  const [searchParams, setSearchParams] = useSearchParams();

  const cities = useQuery(citiesQuery);
  const city = cityNamed(cities.data ?? [], form.address.city);
  const today = dateIn(new Date(), city?.timeZone);
  const date = chosenDate(form.dateChoice, today);
  const dateOk = isBookable(date, today);
  const day = useQuery({
    ...deliveryDayQuery(city?._id ?? '', date),
    enabled: Boolean(city) && dateOk,
  });
  const slot = day.data?.data.timeSlots.find(
    (entry) => entry.start === form.slotStart && entry.available,
  );
  const config = useQuery(paymentConfigQuery);
  const savedCards = useQuery(savedCardsQuery);
  const deliveryInfo = useDeliveryInfo(cart, city, form.address);
  const checked = checkAddress(form.address, cities.data ?? []);

  const dateStep = useRef<HTMLElement>(null);
  const slotStep = useRef<HTMLElement>(null);
  const addressStep = useRef<HTMLElement>(null);
  const paymentStep = useRef<HTMLElement>(null);
  // Bumped to move the focus again, even to the same step.
  const [focus, setFocus] = useState<{ step: Step; count: number } | null>(null);
  const focusStep = (step: Step) => setFocus((last) => ({ step, count: (last?.count ?? 0) + 1 }));
  useEffect(() => {
    if (!focus) return;
    const sections = { date: dateStep, slot: slotStep, address: addressStep, payment: paymentStep };
    const section = sections[focus.step].current;
    const invalid = section?.querySelector<HTMLElement>(
      ':is(input, select, textarea)[aria-invalid="true"]',
    );
    (invalid ?? section)?.focus();
  }, [focus]);

  useEffect(() => storeAddress(form.address), [form.address]);

  // A saved card counts as complete (spec §4): the shopper's default is ready to use.
  useEffect(() => {
    const card = savedCards.data?.find((entry) => entry.isDefault) ?? savedCards.data?.[0];
    if (card) dispatch({ type: 'preselectCard', payment: savedCardChoice(card) });
  }, [savedCards.data]);

  function failed(failure: PlaceFailure) {
    switch (failure.kind) {
      case 'declined':
        dispatch({ type: 'declined', message: failure.message ?? t('checkout.payment.declined') });
        focusStep('payment');
        return;
      case 'refused': {
        dispatch({ type: 'refused', placements: failure.placements, slotTaken: failure.slotTaken });
        if (failure.slotTaken) void day.refetch();
        const first = failure.placements[0];
        if (first && first.step !== 'order') focusStep(first.step);
        return;
      }
      case 'signedOut':
        // The shell's session guard takes the shopper to the login popup.
        return;
      case 'unknown':
        dispatch({ type: 'failed', message: t('checkout.place.oops') });
    }
  }
  const order = usePlaceOrder({
    publishableKey: config.data?.publishableKey ?? null,
    onFailure: failed,
  });

  // The payment step is not listed: Place Order waits for a card, and a declined card is said
  // in the payment step alone.
  const incomplete: Step[] = [
    ...(dateOk ? [] : ['date' as const]),
    ...(slot ? [] : ['slot' as const]),
    ...(checked.address ? [] : ['address' as const]),
  ];
  const cardReady = form.payment !== null && !form.paymentOpen;

  function placeOrder() {
    dispatch({ type: 'submit' });
    const first = incomplete[0];
    if (first) {
      focusStep(first);
      return;
    }
    if (!checked.address || !slot || !form.payment || !cardReady) return;
    void order.place(
      orderBodyOf({
        cart,
        address: checked.address,
        date,
        slot,
        payment: form.payment,
        language: isLanguage(i18n.language) ? i18n.language : 'en-CA',
        influencerId: influencer?._id ?? null,
      }),
    );
  }

  const shown = (field: keyof AddressProblems) => form.submitted || form.touched.includes(field);
  const addressProblems: AddressProblems = {};
  for (const [field, problem] of Object.entries(checked.problems ?? {})) {
    if (shown(field as keyof AddressProblems))
      addressProblems[field as keyof AddressProblems] = problem;
  }
  for (const [field, message] of Object.entries(form.refusals.address)) {
    addressProblems[field as keyof AddressProblems] = { rule: 'server', message };
  }

  const slotProblem =
    form.refusals.slot ?? (form.submitted && !slot ? t('checkout.slot.required') : null);
  const paymentProblem = form.refusals.payment;
  const barProblem =
    form.refusals.order ??
    (form.submitted && incomplete.length > 0 ? t('checkout.place.incomplete') : null);
  const pending = state.isSaving || state.isStale;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title.checkout')}</h1>
      </header>
      <div className={styles.columns}>
        <div className={styles.steps}>
          <DeliveryDateStep
            ref={dateStep}
            choice={form.dateChoice}
            today={today}
            onChoose={(choice) => dispatch({ type: 'chooseDate', choice })}
          />
          <TimeSlotStep
            ref={slotStep}
            city={city}
            date={date}
            day={dateOk ? day.data : undefined}
            isLoading={dateOk && day.isPending}
            failed={day.isError}
            onRetry={() => void day.refetch()}
            selected={form.slotStart}
            onChoose={(start) => dispatch({ type: 'chooseSlot', start })}
            problem={slotProblem}
          />
          <AddressStep
            ref={addressStep}
            address={form.address}
            problems={addressProblems}
            complete={checked.address !== null && Object.keys(form.refusals.address).length === 0}
            cities={{
              list: cities.data,
              failed: cities.isError,
              onRetry: () => void cities.refetch(),
            }}
            onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
            onLeave={(field) => dispatch({ type: 'touch', field })}
            feeFailed={deliveryInfo.failed}
          />
          <PaymentStep
            ref={paymentStep}
            config={{
              data: config.data,
              failed: config.isError,
              onRetry: () => void config.refetch(),
            }}
            savedCards={{ data: savedCards.data, failed: savedCards.isError }}
            payment={form.payment}
            open={form.paymentOpen}
            onOpen={() => dispatch({ type: 'openPayment' })}
            onChoose={(payment) => dispatch({ type: 'choosePayment', payment })}
            problem={paymentProblem}
            billingName={`${form.address.firstName} ${form.address.lastName}`.trim()}
            email={form.address.email}
          />
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            cart={cart}
            pending={pending}
            onRemoveFee={() =>
              setSearchParams((params) => {
                const next = new URLSearchParams(params);
                next.set(shareMenuParam, 'true');
                return next;
              })
            }
          />
        </aside>
      </div>
      <PlaceOrderBar
        total={cart.cost.totalPrice}
        pending={pending}
        busy={order.phase !== 'idle'}
        cardReady={cardReady}
        cardHint={paymentProblem ? null : t('checkout.place.needsCard')}
        problem={barProblem}
        onRetrySave={state.error ? state.retry : null}
        onPlace={placeOrder}
      />
      {order.phase === 'paying' && <PaymentOverlay />}
      <AuthenticationDialog
        open={order.challenge !== null}
        amount={order.challenge?.order.cost.totalPrice ?? 0}
        onAnswer={(outcome) => void order.authenticate(outcome)}
      />
      <ShareMenuDialog
        open={searchParams.has(shareMenuParam)}
        onClose={() =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              next.delete(shareMenuParam);
              return next;
            },
            { replace: true },
          )
        }
        recipes={cart.selectedRecipes}
        longUrl={`${window.location.origin}/recipes?${addRecipesQuery(state.draft.selections)}`}
        firstName={user.firstName || null}
      />
    </div>
  );
}
