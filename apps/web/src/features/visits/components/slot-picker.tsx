import type { Slot } from '@cuvee/contracts/tourism.public';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { type SlotDay, timeInFrance } from '../logic/visits.logic.ts';
import '../visits.i18n.ts';

const locale = (lang: string) => (lang === 'fr' ? 'fr-FR' : 'en-GB');

/** 'sam. 5 déc.' for a day (YYYY-MM-DD, noon UTC: the same day everywhere). */
function shortDay(day: string, lang: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function longDayOf(day: string, lang: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/**
 * The date and slot picker of an event's page (issue 27): the days with an open slot, then the
 * chosen day's slots with their places left ('Complet' when none). Radio buttons: the arrows move
 * between days and between slots; the server's page shows the first day's slots.
 */
export function SlotPicker({
  days,
  day,
  slotId,
  onDay,
  onSlot,
}: {
  days: SlotDay[];
  day: string | null;
  slotId: string | null;
  onDay(day: string): void;
  onSlot(slot: Slot): void;
}) {
  const { t } = useTranslation('visits');
  const lang = useUiLanguage();
  const shown = days.find((d) => d.day === day) ?? days[0];
  return (
    <div className="cv-slots">
      <fieldset>
        <legend>{t('pickDate')}</legend>
        <div className="cv-slot-days" data-testid="slot-days">
          {days.map((d) => (
            <label key={d.day} className="cv-slot-day">
              <input
                type="radio"
                name="event-day"
                value={d.day}
                checked={d.day === shown?.day}
                onChange={() => onDay(d.day)}
              />
              <span>{shortDay(d.day, lang)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {shown && (
        <fieldset>
          <legend>{t('slotsOf', { date: longDayOf(shown.day, lang) })}</legend>
          <div className="cv-slot-times" data-testid="slot-times">
            {shown.slots.map((slot) => {
              const full = slot.placesLeft <= 0;
              return (
                <label key={slot.id} className="cv-slot-time" data-testid="slot">
                  <input
                    type="radio"
                    name="event-slot"
                    value={slot.id}
                    disabled={full}
                    checked={slot.id === slotId}
                    onChange={() => onSlot(slot)}
                  />
                  <span>
                    <strong>{timeInFrance(slot.startsAt, locale(lang))}</strong>
                    <small data-testid="slot-places">
                      {full ? t('full') : t('placesLeft', { count: slot.placesLeft })}
                    </small>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
