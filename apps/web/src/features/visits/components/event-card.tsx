import type { PublicEvent } from '@cuvee/contracts/tourism.public';
import { formatEuros } from '@cuvee/domain/money';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { durationParts, fromPrice } from '../logic/visits.logic.ts';
import '../visits.i18n.ts';
import './visits.card.css';

/** '1 h 30', '45 min', '3 nuits' (a stay counts its nights). */
export function useDurationText() {
  const { t } = useTranslation('visits');
  return (event: Pick<PublicEvent, 'durationMinutes' | 'stay'>) => {
    if (event.stay) return t('nights', { count: event.stay.nights });
    const { hours, minutes } = durationParts(event.durationMinutes);
    if (hours === 0) return t('minutes', { count: minutes });
    if (minutes === 0) return t('hours', { count: hours });
    return t('hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
  };
}

/** The languages an event is guided in, by their names in the UI's language. */
export function useLanguageNames() {
  const lang = useUiLanguage();
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  return (codes: readonly string[]) => codes.map((code) => names.of(code) ?? code).join(', ');
}

/**
 * An event of the shop's tab (issue 27): its picture, kind, title, duration, languages and the
 * lowest ticket price ('à partir de 15,00 €', 'Gratuit'); the whole card opens its page.
 */
export function EventCard({ event, to }: { event: PublicEvent; to: string }) {
  const { t } = useTranslation('visits');
  const lang = useUiLanguage();
  const duration = useDurationText();
  const languages = useLanguageNames();
  const price = fromPrice(event);
  const visual = event.visuals[0];
  return (
    <article className="cv-event-card" data-testid="event-card">
      <div className="visual">
        {visual && <img src={visual} alt="" width={480} height={300} loading="lazy" />}
      </div>
      <div className="body">
        <p className="overline">{t(`kinds.${event.kind}`)}</p>
        <h3>
          <a href={to}>{event.title}</a>
        </h3>
        <p className="cv-event-facts">
          <span>{t('durationOf', { value: duration(event) })}</span>
          <span>{languages(event.languages)}</span>
        </p>
        {price !== null && (
          <p className="cv-event-price" data-testid="event-card-price">
            {price === 0
              ? t('free')
              : t('from', { price: formatEuros(price, lang === 'fr' ? 'fr-FR' : 'en-GB') })}
          </p>
        )}
      </div>
    </article>
  );
}
