import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeChoice, choiceCount } from '../logic/storefront.logic.ts';
import './storefront.css';
import './builder/builder.css';

const storageKey = (builderId: string) => `cuvee.builder.${builderId}`;

function readChoices(builderId: string): Record<string, number> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey(builderId)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The buyer's picks in a builder box, kept for the visit (sessionStorage) so that opening a
 * wine's page and coming back keeps them. The cart module will take them from here.
 */
export function useBuilderChoices(builderId: string, slots: number) {
  const [choices, setChoices] = useState<Record<string, number>>(() => readChoices(builderId));
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(builderId), JSON.stringify(choices));
    } catch {
      // private mode: the picks live as long as the page
    }
  }, [builderId, choices]);
  return {
    choices,
    count: choiceCount(choices),
    change: (productId: string, delta: number) => setChoices((c) => changeChoice(c, productId, delta, slots)),
    clear: () => setChoices({}),
  };
}

/** − n + for one wine of the box (builder/builder.css). */
export function ChoiceStepper({
  name,
  count,
  canAdd,
  onChange,
}: {
  name: string;
  count: number;
  canAdd: boolean;
  onChange(delta: number): void;
}) {
  const { t } = useTranslation('storefront');
  return (
    <div className="cv-stepper">
      <button
        type="button"
        className="cv-step"
        onClick={() => onChange(-1)}
        disabled={count === 0}
        aria-label={t('builder.remove', { name })}
      >
        −
      </button>
      <span aria-live="polite" className="cv-step-count">
        <span aria-hidden="true">{count}</span>
        <span className="cv-sr-only">{t('builder.inBox', { count })}</span>
      </span>
      <button
        type="button"
        className="cv-step"
        onClick={() => onChange(1)}
        disabled={!canAdd}
        aria-label={t('builder.add', { name })}
      >
        +
      </button>
    </div>
  );
}

/** 'x / 6' with a bar, and what is left to choose. */
export function ChoiceCounter({ count, slots }: { count: number; slots: number }) {
  const { t } = useTranslation('storefront');
  const left = slots - count;
  return (
    <div className="cv-counter">
      <div className="cv-counter-row">
        {/* '2 / 6' to the eye; '2 bouteilles choisies sur 6' to screen readers. */}
        <span data-testid="builder-counter" aria-hidden="true" className="cv-counter-value">
          {t('builder.counter', { count, slots })}
        </span>
        <span className="cv-sr-only">{t('builder.counterLabel', { count, slots })}</span>
        <span role="status" className={left === 0 ? 'cv-counter-left cv-done' : 'cv-counter-left'}>
          {left === 0 ? t('builder.complete') : t('builder.remaining', { count: left })}
        </span>
      </div>
      <div aria-hidden="true" className="cv-counter-bar">
        <div style={{ width: `${Math.min(100, (count / slots) * 100)}%` }} />
      </div>
    </div>
  );
}
