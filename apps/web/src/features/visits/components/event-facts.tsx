import type { StorefrontResponse as Storefront } from '@cuvee/contracts';
import type { PublicEvent, Slot } from '@cuvee/contracts/tourism.public';
import { useTranslation } from 'react-i18next';
import { dayInFrance, touristTaxPerNight } from '../logic/visits.logic.ts';
import { useMoneyText } from './booking-panel.tsx';
import { useDurationText, useLanguageNames } from './event-card.tsx';
import '../visits.i18n.ts';

/** The estate's address, from the shop's legal notice. */
function estateAddress(shop: Storefront['shop'] | undefined): string | null {
  const a = shop?.legal.address;
  if (!a) return null;
  const line = [a.street, [a.zipcode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
}

/**
 * What a visitor reads before booking (issue 27): the kind, duration (a stay's nights), languages,
 * place, persons per booking, the minimum amount, a stay's tourist tax and the cancellation terms.
 */
export function EventFacts({
  event,
  shop,
  firstSlot,
}: {
  event: PublicEvent;
  shop: Storefront['shop'] | undefined;
  firstSlot: Slot | null;
}) {
  const { t } = useTranslation('visits');
  const money = useMoneyText();
  const duration = useDurationText();
  const languages = useLanguageNames();
  const place = event.location.atEstate
    ? [t('atEstate'), estateAddress(shop)].filter(Boolean).join(' — ')
    : (event.location.address ?? '');
  const tax = touristTaxPerNight(
    event,
    firstSlot ? dayInFrance(firstSlot.startsAt) : dayInFrance(new Date().toISOString()),
  );
  const facts: [string, string, string][] = [
    ['kind', t('kinds.title'), t(`kinds.${event.kind}`)],
    ['duration', t('duration'), duration(event)],
    ['languages', t('languages'), languages(event.languages)],
    ['location', t('location'), place],
    [
      'persons',
      t('persons'),
      event.minPersons > 1
        ? t('personsRange', { min: event.minPersons, max: event.maxPersons })
        : t('personsMax', { max: event.maxPersons }),
    ],
  ];
  if (event.minAmountCents > 0) facts.push(['minAmount', t('minAmountTitle'), money(event.minAmountCents)]);
  if (tax) facts.push(['touristTax', t('touristTax'), t('touristTaxNote', { amount: money(tax) })]);
  return (
    <>
      <dl className="cv-ev-facts" data-testid="event-facts">
        {facts
          .filter(([, , value]) => value)
          .map(([id, label, value]) => (
            <div key={id} data-testid={`event-${id}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {event.cancellation.text && (
        <details className="cv-ev-terms">
          <summary>{t('cancellation')}</summary>
          <p>{event.cancellation.text}</p>
        </details>
      )}
    </>
  );
}
