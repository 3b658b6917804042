import { type ReactNode, useId } from 'react';
import { SectionCard } from '../../../components/shared/section-card.tsx';

/** A titled card of a tourism page (the event's form, a booking's panels), named for a screen reader. */
export function Section(props: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return <SectionCard titleId={useId()} {...props} />;
}

/** Fields side by side on wide screens, one under the other at 390 px. */
export const grid = (columns: number) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: {
      xs: '1fr',
      sm: `repeat(${Math.min(columns, 2)}, 1fr)`,
      md: `repeat(${columns}, 1fr)`,
    },
  }) as const;

/** Toggle buttons whose chosen ones stand in the primary colour (weekdays, a slot). */
export const chosenInPrimary = {
  '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
} as const;
