import { useTranslation } from 'react-i18next';
import type { EventRate } from '../logic/visits.logic.ts';
import '../visits.i18n.ts';

/** 0 to 99 of a rate. */
const clamp = (n: number) => (Number.isFinite(n) ? Math.min(99, Math.max(0, Math.trunc(n))) : 0);

/**
 * A rate of an event with its price and a quantity − + (issue 27): adults, children, an extra
 * bottle. A ticket that takes no place (a child on a lap) and one exempt from the tourist tax say so.
 */
export function RateStepper({
  rate,
  price,
  quantity,
  onChange,
  stay,
}: {
  rate: EventRate;
  price: string;
  quantity: number;
  onChange(quantity: number): void;
  stay: boolean;
}) {
  const { t } = useTranslation('visits');
  const notes = [
    rate.kind === 'ticket' && !rate.counting ? t('notCounting') : null,
    stay && rate.kind === 'ticket' && rate.touristTaxExempt ? t('taxExempt') : null,
  ].filter(Boolean);
  const id = `rate-${rate.id}`;
  return (
    <li className="cv-rate" data-testid="rate">
      <div>
        <label htmlFor={id} className="cv-rate-label">
          {rate.label}
        </label>
        <span className="cv-rate-price">{price}</span>
        {notes.length > 0 && <small className="cv-rate-note">{notes.join(' · ')}</small>}
      </div>
      <div className="cv-add-qty">
        <button
          type="button"
          className="cv-add-step"
          aria-label={t('less', { name: rate.label })}
          disabled={quantity <= 0}
          onClick={() => onChange(clamp(quantity - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          value={quantity}
          onChange={(event) => onChange(clamp(Number(event.currentTarget.value)))}
        />
        <button
          type="button"
          className="cv-add-step"
          aria-label={t('more', { name: rate.label })}
          onClick={() => onChange(clamp(quantity + 1))}
        >
          +
        </button>
      </div>
    </li>
  );
}
