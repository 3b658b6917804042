import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../../components/shared/section-card.tsx';

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
    <SectionCard
      id={`section-${props.id}`}
      titleId={`section-${props.id}-title`}
      title={props.title}
      intro={props.intro}
      action={props.action}
      sx={{ scrollMarginTop: 136 }}
    >
      {props.children}
    </SectionCard>
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
