import type { Collaborator } from '@cuvee/contracts';
import type { Permission } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/index.ts';
import { presetsQuery, useChangeRights } from '../api/collaborators.queries.ts';
import { presetRights } from '../logic/invite-form.ts';
import { type RightsValues, rightsBodyOf, rightsValuesOf } from '../logic/rights-form.ts';
import { RightsChecklist } from './rights-checklist.tsx';
import '../collaborators.i18n.ts';

type Values = RightsValues & { presetId: string };

const valuesOf = (c: Collaborator): Values => ({
  presetId: c.presetId ?? '',
  ...rightsValuesOf(c.rights as Permission[] | null, c.until),
});

/** A collaborator's rights, changed and saved at once (the history records the change). */
export function RightsEditor({ collaborator, canWrite }: { collaborator: Collaborator; canWrite: boolean }) {
  const { t } = useTranslation('collaborators');
  const presets = useQuery(presetsQuery()).data ?? [];
  const save = useChangeRights(collaborator.id);
  const form = useForm<Values>({ defaultValues: valuesOf(collaborator) });
  useEffect(() => form.reset(valuesOf(collaborator)), [collaborator, form]);
  const presetId = useWatch({ control: form.control, name: 'presetId' });
  const applied = useRef(collaborator.presetId ?? '');
  useEffect(() => {
    if (!presetId || presetId === applied.current) return;
    const preset = presets.find((p) => p.id === presetId);
    if (!preset) return;
    applied.current = presetId;
    form.setValue('rights', presetRights(preset), { shouldDirty: true });
  }, [presetId, presets, form]);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ presetId: values.presetId || null, ...rightsBodyOf(values) }).catch(() => null);
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('rights.title')}>
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Box sx={{ maxWidth: 360, mb: 2 }}>
          <SelectField
            control={form.control}
            name="presetId"
            label={t('rights.preset')}
            emptyLabel={t('rights.noPreset')}
            options={presets.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Box>
        <RightsChecklist control={form.control} />
        {canWrite && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('rights.save')}
            </Button>
          </Box>
        )}
      </fieldset>
    </Box>
  );
}
