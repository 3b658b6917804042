import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of a tourism page (the event's form, a booking's panels), named for a screen reader. */
export function Section(props: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} data-testid={props.testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: props.intro ? 0.5 : 2, flexWrap: 'wrap' }}
        >
          <Typography id={id} component="h2" variant="h3" sx={{ flex: 1 }}>
            {props.title}
          </Typography>
          {props.action}
        </Box>
        {props.intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 760 }}>
            {props.intro}
          </Typography>
        )}
        {props.children}
      </CardContent>
    </Card>
  );
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
