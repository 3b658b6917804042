import type { Client } from '@cuvee/contracts';
import Chip from '@mui/material/Chip';
import { useClientLabels } from './labels.ts';

const KIND_COLOURS = { individual: 'default', professional: 'primary', prospect: 'warning' } as const;

/** Individual, professional or prospect, coloured so a list reads at a glance. */
export function ClientKindChip({ kind }: { kind: Client['kind'] }) {
  const { t } = useClientLabels();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={KIND_COLOURS[kind]}
      label={t(`kinds.${kind}`)}
      data-testid="client-kind"
    />
  );
}

/** Whether a user account is tied to the record. */
export function ClientAccountChip({ account }: { account: Client['account'] }) {
  const { t } = useClientLabels();
  return (
    <Chip
      size="small"
      color={account === 'linked' ? 'success' : 'default'}
      variant={account === 'none' ? 'outlined' : 'filled'}
      label={t(`account.${account}`)}
    />
  );
}
