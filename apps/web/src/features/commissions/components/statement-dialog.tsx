import { formatEuros, quarterLabel } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { ListLoadError } from '../../../components/list/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDownloadStatement, useDrawUp, usePayStatement } from '../api/commissions.mutations.ts';
import { rulesQuery, statementQuery } from '../api/commissions.queries.ts';
import { ratePercent } from './commission-status.tsx';
import { RuleDialog } from './rule-dialog.tsx';
import { StatementView } from './statement-view.tsx';
import '../commissions.i18n.ts';

/** An agent's quarter for the owner: its statement (or figures as of today), the contract's rates, the moves. */
export function StatementDialog(props: {
  agent: { id: string; name: string };
  quarter: string;
  ended: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('commissions');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const canWrite = useCan('commissions.write');
  const statement = useQuery(statementQuery(props.agent.id, props.quarter));
  const rules = useQuery(rulesQuery(props.agent.id));
  const drawUp = useDrawUp();
  const pay = usePayStatement();
  const download = useDownloadStatement(false);
  const [paying, setPaying] = useState(false);
  const [addingRule, setAddingRule] = useState(false);
  const form = useForm<{ reference: string }>({ defaultValues: { reference: '' } });
  const s = statement.data;
  const name = `Commissions-${props.quarter}-${props.agent.name.replace(/\s+/g, '_')}`;
  return (
    <Dialog open onClose={props.onClose} fullScreen={mobile} fullWidth maxWidth="md">
      <DialogTitle>
        {t('statementTitle', { agent: props.agent.name, quarter: quarterLabel(props.quarter) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {statement.isPending && <LinearProgress aria-hidden />}
        {statement.isError && (
          <ListLoadError message={t('loadError')} onRetry={() => void statement.refetch()} />
        )}
        {s && <StatementView statement={s} />}
        {paying && s?.id && (
          <Box
            component="form"
            sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
            onSubmit={form.handleSubmit((v) =>
              pay.mutate(
                { id: s.id!, reference: v.reference.trim() || undefined },
                { onSuccess: () => setPaying(false) },
              ),
            )}
          >
            <Typography variant="subtitle1" component="h3">
              {t('payTitle')}
            </Typography>
            <Typography variant="body2">
              {t('payText', { agent: props.agent.name, amount: formatEuros(s.commissionCents) })}
            </Typography>
            <TextField control={form.control} name="reference" label={t('reference')} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => setPaying(false)}>{t('cancel')}</Button>
              <Button type="submit" variant="contained" disabled={pay.isPending}>
                {t('confirm')}
              </Button>
            </Box>
          </Box>
        )}
        <Box component="section" aria-label={t('rules')} sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              {t('rules')}
            </Typography>
            {canWrite && (
              <Button size="small" onClick={() => setAddingRule(true)}>
                {t('addRule')}
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(rules.data?.rules ?? []).map((r) => (
              <Chip
                key={r.id}
                variant="outlined"
                label={`${ratePercent(r.rateBp)} · ${[r.typology, r.family].filter(Boolean).join(' · ') || t(`basis.${r.basis}`)} · ${t('validFrom').toLowerCase()} ${formatDate(r.validFrom, lang)}`}
              />
            ))}
            {rules.data?.rules.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('noRate')}
              </Typography>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {s?.id && (
          <>
            <Button onClick={() => download.mutate({ id: s.id!, format: 'pdf', name })}>{t('pdf')}</Button>
            <Button onClick={() => download.mutate({ id: s.id!, format: 'csv', name })}>{t('csv')}</Button>
          </>
        )}
        {canWrite && s?.status === 'preview' && props.ended && (
          <Button
            variant="contained"
            disabled={drawUp.isPending}
            onClick={() => drawUp.mutate({ agentId: props.agent.id, quarter: props.quarter })}
          >
            {t('drawUp')}
          </Button>
        )}
        {canWrite && (s?.status === 'due' || s?.status === 'late') && !paying && (
          <Button variant="contained" onClick={() => setPaying(true)}>
            {t('pay')}
          </Button>
        )}
        <Button onClick={props.onClose}>{t('close')}</Button>
      </DialogActions>
      {addingRule && (
        <RuleDialog
          agent={props.agent}
          basis={rules.data?.rules[0]?.basis ?? null}
          onClose={() => setAddingRule(false)}
        />
      )}
    </Dialog>
  );
}
