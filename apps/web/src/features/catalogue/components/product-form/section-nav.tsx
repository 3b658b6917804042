import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '../../../../app/theme.ts';
import type { ProductFormValues } from '../../logic/product-form.values.ts';
import type { SectionId } from './form-section.tsx';
import './product-form.i18n.ts';

/** Which section holds each top-level field of the form. */
const SECTION_OF: Record<keyof ProductFormValues, SectionId> = {
  productType: 'general',
  name: 'general',
  precision: 'general',
  type: 'general',
  color: 'general',
  gamme: 'general',
  vatType: 'general',
  description: 'general',
  attributes: 'general',
  packing: 'general',
  box: 'box',
  formats: 'formats',
  vintages: 'vintages',
  ingredients: 'composition',
  allergens: 'composition',
  nutrition: 'composition',
  visuals: 'visuals',
  status: 'shop',
  tabIds: 'shop',
  position: 'shop',
  isWrapped: 'shop',
  wrappingPrice: 'shop',
};

export function sectionsWithErrors(errors: FieldErrors<ProductFormValues>): Set<SectionId> {
  return new Set(
    Object.keys(errors)
      .map((key) => SECTION_OF[key as keyof ProductFormValues])
      .filter(Boolean),
  );
}

/** The section bar under the header: jumps to a section, follows the scroll, flags sections with errors. */
export function SectionNav({ sections, withErrors }: { sections: SectionId[]; withErrors: Set<SectionId> }) {
  const { t } = useTranslation('productForm');
  const [active, setActive] = useState<SectionId>(sections[0] ?? 'general');

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const id = visible[0]?.target.id.replace('section-', '') as SectionId | undefined;
        if (id) setActive(id);
      },
      { rootMargin: `-${HEADER_HEIGHT + 60}px 0px -55% 0px` },
    );
    for (const id of sections) {
      const element = document.getElementById(`section-${id}`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <Box
      sx={{
        position: 'sticky',
        top: HEADER_HEIGHT,
        zIndex: 3,
        bgcolor: 'background.default',
        mx: { xs: -2, sm: 0 },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tabs
        value={sections.includes(active) ? active : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('sectionsNav')}
        onChange={(_, id: SectionId) => {
          setActive(id);
          document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, py: 1 } }}
      >
        {sections.map((id) => (
          <Tab
            key={id}
            value={id}
            label={
              <Badge
                color="error"
                variant="dot"
                invisible={!withErrors.has(id)}
                sx={{ '& .MuiBadge-dot': { right: -6, top: 2 } }}
              >
                {t(`sections.${id}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}
