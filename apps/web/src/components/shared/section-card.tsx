import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled card of a long form or a record's page (the product form's sections, an event's, a
 * booking's panels): a region named by its heading, an action beside the title, an intro under it.
 */
export function SectionCard(props: {
  /** The heading's id, which names the region. */
  titleId: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  return (
    <Card
      component="section"
      id={props.id}
      aria-labelledby={props.titleId}
      sx={props.sx}
      data-testid={props.testId}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 2,
            mb: props.intro ? 0.5 : 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={props.titleId} component="h2" variant="h3" sx={{ flex: 1 }}>
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
