import { EVENT_KINDS, EVENT_LANGUAGES } from '@cuvee/domain';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipsField, SelectField, SwitchField, TextField } from '../../../../components/form/index.ts';
import { NumberField } from '../../../../components/form/number-fields.tsx';
import { RichTextField } from '../../../../components/form/rich-text-field.tsx';
import { useAuthStore } from '../../../../lib/auth.store.ts';
import type { EventFormValues } from '../../logic/event-form.values.ts';
import { grid, Section } from '../section.tsx';

type Props = { control: Control<EventFormValues>; visuals?: ReactNode };

/** Présentation: what the event is, where, in which languages, how long; published or draft. */
export function GeneralSection({ control, visuals }: Props) {
  const { t } = useTranslation('tourism');
  const atEstate = useWatch({ control, name: 'atEstate' });
  const tabs = useAuthStore((s) => s.shop?.tabs) ?? [];
  return (
    <Section title={t('form.sections.general')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={grid(2)}>
          <TextField control={control} name="title" label={t('form.title')} required autoFocus />
          <SelectField
            control={control}
            name="kind"
            label={t('form.kind')}
            options={EVENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Box>
        <RichTextField
          control={control}
          name="description"
          label={t('form.description')}
          helperText={t('form.descriptionHelp')}
        />
        {visuals}
        <Box sx={grid(3)}>
          <SwitchField control={control} name="atEstate" label={t('form.atEstate')} />
          {!atEstate && <TextField control={control} name="address" label={t('form.address')} />}
          <NumberField control={control} name="durationMinutes" label={t('form.duration')} />
        </Box>
        <ChipsField
          control={control}
          name="languages"
          label={t('form.languages')}
          options={EVENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        <Box sx={{ ...grid(2), alignItems: 'center' }}>
          <SwitchField control={control} name="published" label={t('form.published')} />
          <SelectField
            control={control}
            name="tabId"
            label={t('form.visibleOnShop')}
            helperText={t('form.visibleOnShopHelp')}
            emptyLabel={t('form.noTab')}
            options={tabs.map((tab) => ({ value: tab.id, label: tab.name }))}
          />
        </Box>
      </Box>
    </Section>
  );
}
