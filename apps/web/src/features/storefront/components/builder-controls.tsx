import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeChoice, choiceCount } from '../logic/storefront.logic.ts';
import { FOCUS_RING, SERIF, SR_ONLY } from './storefront.styles.ts';

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

const stepButton = {
  width: 44,
  height: 44,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  border: '1px solid',
  borderColor: 'primary.main',
  borderRadius: '50%',
  bgcolor: 'background.paper',
  color: 'primary.main',
  font: 'inherit',
  fontSize: '1.3rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:disabled': { borderColor: '#d6ccc0', color: '#a39a91', cursor: 'not-allowed' },
  ...FOCUS_RING,
} as const;

/** − n + for one wine of the box. */
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
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 } }}>
      <Box
        component="button"
        type="button"
        onClick={() => onChange(-1)}
        disabled={count === 0}
        aria-label={t('builder.remove', { name })}
        sx={stepButton}
      >
        −
      </Box>
      <Box
        component="span"
        aria-live="polite"
        sx={{
          minWidth: 40,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          fontSize: '1.15rem',
          fontWeight: 700,
        }}
      >
        <span aria-hidden="true">{count}</span>
        <Box component="span" sx={SR_ONLY}>
          {t('builder.inBox', { count })}
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => onChange(1)}
        disabled={!canAdd}
        aria-label={t('builder.add', { name })}
        sx={stepButton}
      >
        +
      </Box>
    </Box>
  );
}

/** 'x / 6' with a bar, and what is left to choose. */
export function ChoiceCounter({ count, slots }: { count: number; slots: number }) {
  const { t } = useTranslation('storefront');
  const left = slots - count;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
        <Box
          component="span"
          data-testid="builder-counter"
          aria-label={t('builder.counterLabel', { count, slots })}
          sx={{ fontFamily: SERIF, fontSize: '2rem', fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
        >
          {t('builder.counter', { count, slots })}
        </Box>
        <Box
          component="span"
          role="status"
          sx={{ color: left === 0 ? 'success.dark' : 'text.secondary', fontWeight: left === 0 ? 700 : 400 }}
        >
          {left === 0 ? t('builder.complete') : t('builder.remaining', { count: left })}
        </Box>
      </Box>
      <Box aria-hidden="true" sx={{ height: 6, borderRadius: 99, bgcolor: '#ece5dc', overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            width: `${Math.min(100, (count / slots) * 100)}%`,
            bgcolor: 'primary.main',
            transition: 'width 160ms',
          }}
        />
      </Box>
    </Box>
  );
}
