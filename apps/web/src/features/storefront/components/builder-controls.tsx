import { useEffect, useLayoutEffect, useState } from 'react';
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

type Picks = { builderId: string | null; choices: Record<string, number> };

/**
 * The buyer's picks in a builder box, kept for the visit (sessionStorage) so that opening a
 * wine's page and coming back keeps them. The cart module will take them from here. Read after
 * the render (the server renders no picks), again when the builder changes ('pending' while
 * it loads); written back once read.
 */
export function useBuilderChoices(builderId: string, slots: number) {
  const [picks, setPicks] = useState<Picks>({ builderId: null, choices: {} });
  useLayoutEffect(() => setPicks({ builderId, choices: readChoices(builderId) }), [builderId]);
  useEffect(() => {
    if (picks.builderId === null) return;
    try {
      sessionStorage.setItem(storageKey(picks.builderId), JSON.stringify(picks.choices));
    } catch {
      // private mode: the picks live as long as the page
    }
  }, [picks]);
  const choices = picks.builderId === builderId ? picks.choices : {};
  const update = (next: (c: Record<string, number>) => Record<string, number>) =>
    setPicks((p) => (p.builderId === builderId ? { builderId, choices: next(p.choices) } : p));
  return {
    choices,
    count: choiceCount(choices),
    change: (productId: string, delta: number) => update((c) => changeChoice(c, productId, delta, slots)),
    clear: () => update(() => ({})),
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
