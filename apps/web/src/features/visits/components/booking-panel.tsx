import type { PublicEvent, Slot } from '@cuvee/contracts/tourism.public';
import { formatEuros } from '@cuvee/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import {
  type BookingProblem,
  bookingProblem,
  bookingTotals,
  dayInFrance,
  type Quantities,
  reservationOf,
  slotName,
  slotsByDay,
  touristTaxPerNight,
} from '../logic/visits.logic.ts';
import { RateStepper } from './rate-stepper.tsx';
import { SlotPicker } from './slot-picker.tsx';
import '../visits.i18n.ts';

type Seller = { id: string; name: string };

/** The text of what stops the booking (spec §5), in the UI's language. */
function useProblemText() {
  const { t } = useTranslation('visits');
  const money = useMoneyText();
  return (problem: BookingProblem) => {
    switch (problem.code) {
      case 'tooFew':
        return t('tooFew', { min: problem.min });
      case 'tooMany':
        return t('tooMany', { max: problem.max });
      case 'overPlaces':
        return t('overPlaces', { count: problem.count });
      case 'belowMin':
        return t('belowMin', { amount: money(problem.amount) });
      default:
        return t(problem.code);
    }
  };
}

export function useMoneyText() {
  const lang = useUiLanguage();
  return (cents: number) => formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
}

/**
 * The booking of an event's page (issue 27): a day and a slot with its places left, the rates
 * and extras with their quantities, the total with the tourist tax of a stay, and 'Ajouter au
 * panier' — the reducer's `setReservation` into the seller's order, beside the shop's wines
 * (decision 0037). Without a seller (a shop that takes no order, staff) nothing can be added.
 */
export function BookingPanel({
  event,
  slots,
  slotsState,
  seller,
  closed,
}: {
  event: PublicEvent;
  slots: Slot[];
  /** The slots' first page: read, still on its way, or failed (with a way to ask again). */
  slotsState: { loading: boolean; retry: (() => void) | null };
  /** Who sells it, when the viewer may buy (a visitor or a buyer). */
  seller: Seller | null;
  /** The shop takes no order online. */
  closed: boolean;
}) {
  const { t, i18n } = useTranslation('visits');
  const money = useMoneyText();
  const problemText = useProblemText();
  const dispatch = useCartStore((s) => s.dispatch);
  const days = slotsByDay(slots);
  const [day, setDay] = useState<string | null>(days[0]?.day ?? null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const taxPerNight = slot ? touristTaxPerNight(event, dayInFrance(slot.startsAt)) : null;
  const totals = bookingTotals(event, quantities, taxPerNight);
  const problem = bookingProblem(event, slot, quantities, taxPerNight);
  const tickets = event.rates.filter((r) => r.kind === 'ticket');
  const extras = event.rates.filter((r) => r.kind === 'optional');
  const stay = event.stay !== null;
  const stepper = (rate: (typeof event.rates)[number]) => (
    <RateStepper
      key={rate.id}
      rate={rate}
      stay={stay}
      price={rate.priceCents === 0 ? t('free') : money(rate.priceCents)}
      quantity={quantities[rate.id] ?? 0}
      onChange={(quantity) => setQuantities((q) => ({ ...q, [rate.id]: quantity }))}
    />
  );
  const add = () => {
    if (!seller || !slot || problem) return;
    // The slot's name is kept in the cart in the language of the page it was booked on.
    const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
    const reservation = reservationOf(event, slot, quantities, taxPerNight, {
      touristTax: t('touristTax'),
      slotName: slotName(slot, locale),
    });
    dispatch({ type: 'setReservation', seller, reservation });
    notify({ message: t('added', { name: event.title }), severity: 'success' });
  };

  return (
    <section className="cv-booking" aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title">{t('book')}</h2>
      {slotsState.loading ? (
        <p className="cv-booking-empty" aria-busy="true">
          {t('loading')}
        </p>
      ) : slotsState.retry ? (
        <p className="cv-booking-empty" role="alert">
          <strong>{t('loadError')}</strong>
          <button type="button" className="cv-btn cv-btn--outlined" onClick={slotsState.retry}>
            {t('retry')}
          </button>
        </p>
      ) : days.length === 0 ? (
        <p className="cv-booking-empty" role="status" data-testid="no-slot">
          <strong>{t('noSlot')}</strong>
          <span>{t('noSlotHint')}</span>
        </p>
      ) : (
        <SlotPicker
          days={days}
          day={day}
          slotId={slot?.id ?? null}
          onDay={(next) => {
            setDay(next);
            setSlot(null);
          }}
          onSlot={setSlot}
        />
      )}
      <h3>{t('rates')}</h3>
      <ul className="cv-rates">{tickets.map(stepper)}</ul>
      {extras.length > 0 && (
        <>
          <h3>{t('extras')}</h3>
          <ul className="cv-rates">{extras.map(stepper)}</ul>
        </>
      )}
      <dl className="cv-booking-totals" aria-live="polite">
        {totals.touristTax > 0 && (
          <div>
            <dt>{t('touristTax')}</dt>
            <dd data-testid="booking-tourist-tax">{money(totals.touristTax)}</dd>
          </div>
        )}
        <div className="cv-booking-total">
          <dt>{t('total')}</dt>
          <dd data-testid="booking-total">{money(totals.total)}</dd>
        </div>
      </dl>
      {seller ? (
        <>
          {problem && (
            <p className="cv-booking-problem" data-testid="booking-problem">
              {problemText(problem)}
            </p>
          )}
          <button
            type="button"
            className="cv-btn cv-booking-add"
            data-testid="add-booking"
            disabled={problem !== null}
            onClick={add}
          >
            {t('add')}
          </button>
        </>
      ) : closed ? (
        <p className="cv-booking-problem">{t('closed')}</p>
      ) : null}
    </section>
  );
}
