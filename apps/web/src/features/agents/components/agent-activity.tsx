import type { AgentPage } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../lib/text-link.tsx';
import { useDay, useTypologyOptions } from './agent-labels.tsx';
import '../agents-team.i18n.ts';

const Empty = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

/** The agent's clients (clients.agent_id), each opening its record. */
export function AgentClients({ clients }: { clients: AgentPage['clients'] }) {
  const { t } = useTranslation('agentsTeam');
  const typologies = useTypologyOptions();
  if (clients.length === 0) return <Empty text={t('page.noClients')} />;
  return (
    <List dense disablePadding aria-label={t('page.clients')} data-testid="agent-clients">
      {clients.map((c) => (
        <ListItem key={c.id} disableGutters divider>
          <ListItemText
            primary={<TextLink to={`/dashboard/clients/${c.id}`}>{c.name}</TextLink>}
            secondary={typologies.find((o) => o.value === c.typology)?.label ?? c.typology}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The agent's latest orders. */
export function AgentOrders({ orders }: { orders: AgentPage['orders'] }) {
  const { t } = useTranslation('agentsTeam');
  const day = useDay();
  if (orders.length === 0) return <Empty text={t('page.noOrders')} />;
  return (
    <List dense disablePadding aria-label={t('page.orders')} data-testid="agent-orders">
      {orders.map((o) => (
        <ListItem key={o.id} disableGutters divider secondaryAction={<span>{formatEuros(o.totalTtc)}</span>}>
          <ListItemText
            primary={<TextLink to={`/dashboard/orders/${o.id}`}>{o.reference}</TextLink>}
            secondary={[day(o.placedAt), o.clientName].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

const STATUS_COLOR = { due: 'info', late: 'warning', paid: 'success' } as const;

/** The contract's rates and the drawn-up statements (the commissions module's). */
export function AgentCommissions({ rules, statements }: Pick<AgentPage, 'rules' | 'statements'>) {
  const { t } = useTranslation('agentsTeam');
  const day = useDay();
  const typologies = useTypologyOptions();
  const typologyName = (key: string | null) =>
    key ? (typologies.find((o) => o.value === key)?.label ?? key) : null;
  const rate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('page.rules')}
        </Typography>
        {rules.length === 0 ? (
          <Empty text={t('page.noRules')} />
        ) : (
          <List dense disablePadding data-testid="agent-rules">
            {rules.map((r) => (
              <ListItem key={r.id} disableGutters divider>
                <ListItemText
                  primary={t('page.rule', { rate: rate(r.rateBp), date: day(r.validFrom) })}
                  secondary={[typologyName(r.typology), r.family].filter(Boolean).join(' · ') || undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('page.statements')}
        </Typography>
        {statements.length === 0 ? (
          <Empty text={t('page.noStatements')} />
        ) : (
          <List dense disablePadding data-testid="agent-statements">
            {statements.map((s) => (
              <ListItem
                key={s.id}
                disableGutters
                divider
                secondaryAction={
                  <Chip
                    size="small"
                    variant="outlined"
                    color={STATUS_COLOR[s.status]}
                    label={t(`page.statementStatus.${s.status}`)}
                  />
                }
              >
                <ListItemText
                  primary={`${s.quarter} · ${formatEuros(s.commissionCents)}`}
                  secondary={t('page.dueOn', { date: day(s.dueOn) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
