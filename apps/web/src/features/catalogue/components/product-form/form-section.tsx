import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type SectionId =
  | 'general'
  | 'box'
  | 'formats'
  | 'vintages'
  | 'composition'
  | 'elabel'
  | 'visuals'
  | 'shop'
  | 'drm';

/** A titled card of the product form; its id is the target of the section bar. */
export function FormSection(props: {
  id: SectionId;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      id={`section-${props.id}`}
      aria-labelledby={`section-${props.id}-title`}
      sx={{ scrollMarginTop: 136 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: props.intro ? 0.5 : 2 }}>
          <Typography id={`section-${props.id}-title`} component="h2" variant="h3" sx={{ flex: 1 }}>
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

/** A sub-heading inside a section. */
export function SubHeading({ children, hint }: { children: ReactNode; hint?: string }) {
  return (
    <Box sx={{ mt: 3, mb: 1.5 }}>
      <Typography component="h3" variant="h4" sx={{ fontSize: '1rem' }}>
        {children}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export const grid2 = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
export const grid3 = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
} as const;
