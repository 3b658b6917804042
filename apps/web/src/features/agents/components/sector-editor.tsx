import { AgentSectorInput, type TeamAgent } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../components/form/index.ts';
import { useSaveSector } from '../api/agents-team.queries.ts';
import { useSectorSummary } from './agent-labels.tsx';
import { SectorFields } from './sector-fields.tsx';
import '../agents-team.i18n.ts';

type Values = { departments: string[]; typologies: string[] };

/** The agent's sector: changed by whoever may (createAgent), read by the others. */
export function SectorEditor({ agent, canWrite }: { agent: TeamAgent; canWrite: boolean }) {
  const { t } = useTranslation('agentsTeam');
  const summary = useSectorSummary();
  const save = useSaveSector(agent.id);
  const form = useForm<Values>({
    resolver: formResolver(AgentSectorInput) as never,
    values: { departments: agent.departments, typologies: agent.typologies },
  });
  if (!canWrite) return <Typography>{summary(agent)}</Typography>;
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).catch(() => null);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <SectorFields control={form.control} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty}>
          {t('page.saveSector')}
        </Button>
      </Box>
    </Box>
  );
}
