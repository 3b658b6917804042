import { type RolePreset, RolePresetInput } from '@cuvee/contracts';
import { PERMISSION_LABELS, type Permission } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { ListLoadError } from '../../../components/list/index.ts';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { SectionCard } from '../../../components/shared/section-card.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { presetsQuery, useDeletePreset, useSavePreset } from '../api/collaborators.queries.ts';
import { type RightsValues, rightsBodyOf, rightsValuesOf } from '../logic/rights-form.ts';
import { RightsChecklist } from './rights-checklist.tsx';
import '../collaborators.i18n.ts';

type Values = RightsValues & { name: string };

/** One preset's form: its name and its rights (no dates: those are a collaborator's). */
function PresetForm({ preset, onDone }: { preset: RolePreset | null; onDone(): void }) {
  const { t } = useTranslation('collaborators');
  const save = useSavePreset();
  const form = useForm<Values>({
    defaultValues: { name: preset?.name ?? '', ...rightsValuesOf((preset?.rights ?? []) as Permission[]) },
  });
  const submit = form.handleSubmit(async (values) => {
    const body = { name: values.name, rights: rightsBodyOf(values).rights };
    const parsed = RolePresetInput.safeParse(body);
    if (!parsed.success) {
      form.setError('name', { message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    if (await save.mutateAsync({ id: preset?.id ?? null, body }).catch(() => null)) onDone();
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('presets.name')}>
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <TextField control={form.control} name="name" label={t('presets.name')} required autoFocus />
      </Box>
      <RightsChecklist control={form.control} dated={false} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onDone}>{t('presets.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('presets.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** The settings section `roles` (?link=roles): the shop's presets of collaborators' rights. */
export function RolesSection() {
  const { t } = useTranslation('collaborators');
  const lang = useUiLanguage() === 'fr' ? 'fr' : 'en';
  const query = useQuery(presetsQuery());
  const remove = useDeletePreset();
  const [editing, setEditing] = useState<string | null>(null);
  const confirmRemove = async (preset: RolePreset) => {
    if (await openPopup({ title: `${t('presets.delete')} « ${preset.name} » ?`, size: 'small' }))
      await remove.mutateAsync(preset.id).catch(() => null);
  };
  const presets = query.data ?? [];
  return (
    <SectionCard
      titleId="roles-title"
      title={t('presets.title')}
      intro={t('presets.intro')}
      testId="roles-section"
      action={
        editing === null && (
          <Button startIcon={<Add />} variant="contained" onClick={() => setEditing('new')}>
            {t('presets.add')}
          </Button>
        )
      }
    >
      {query.isPending && <LinearProgress aria-label={t('presets.title')} />}
      {query.isError && (
        <ListLoadError message={t('presets.loadError')} onRetry={() => void query.refetch()} />
      )}
      {editing === 'new' && <PresetForm preset={null} onDone={() => setEditing(null)} />}
      {query.isSuccess && presets.length === 0 && editing !== 'new' && (
        <Typography color="text.secondary">{t('presets.empty')}</Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: editing === 'new' ? 3 : 0 }}>
        {presets.map((preset) =>
          editing === preset.id ? (
            <PresetForm key={preset.id} preset={preset} onDone={() => setEditing(null)} />
          ) : (
            <Box
              key={preset.id}
              data-testid="role-preset"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                display: 'flex',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  {preset.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {preset.rights.map((r) => PERMISSION_LABELS[r][lang]).join(' · ') || '—'}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Button
                  size="small"
                  onClick={() => setEditing(preset.id)}
                  aria-label={`${t('presets.edit')} ${preset.name}`}
                >
                  {t('presets.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => void confirmRemove(preset)}
                  aria-label={`${t('presets.delete')} ${preset.name}`}
                >
                  {t('presets.delete')}
                </Button>
              </Box>
            </Box>
          ),
        )}
      </Box>
    </SectionCard>
  );
}
