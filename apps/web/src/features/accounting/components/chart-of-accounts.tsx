import type { ChartAccountView, JournalView } from '@cuvee/contracts';
import { ACCOUNT_GROUPS, type AccountGroup } from '@cuvee/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList, ListLoadError } from '../../../components/list/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { accountingSettingsQuery, accountsQuery, journalsQuery } from '../api/accounting.queries.ts';
import { accountName } from '../logic/account-names.ts';
import { AccountDialog } from './account.dialog.tsx';
import { BooksSettingsCard } from './books-settings.card.tsx';
import { CompactList, EditButton } from './compact-list.tsx';
import { JournalDialog } from './journal.dialog.tsx';
import '../accounting.i18n.ts';

type Named = ChartAccountView & { id: string; name: string };
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One group of the chart (sales, VAT collected…): each account's number, label and date. */
function AccountsGroup(props: {
  group: AccountGroup;
  accounts: Named[];
  canWrite: boolean;
  onEdit(account: Named): void;
}) {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const title = t(`codes.groups.${props.group}`);
  const since = (a: Named) =>
    a.validFrom ? (
      formatDate(a.validFrom, lang)
    ) : (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('codes.default')}
      </Box>
    );
  const edit = (a: Named) =>
    props.canWrite ? (
      <EditButton
        label={t('codes.editOf', { name: a.name })}
        title={t('codes.edit')}
        onClick={() => props.onEdit(a)}
      />
    ) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`chart-${props.group}`}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={`chart-${props.group}`} component="h2" variant="h3">
          {title}
        </Typography>
      </CardContent>
      {mobile ? (
        // A phone: one compact block per account (what it is, its number and label, since when).
        <CompactList
          label={title}
          rows={props.accounts}
          rowKey={(a) => a.key}
          testId="chart-account"
          action={edit}
        >
          {(a) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.name}
              </Typography>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 700, ...num }}>
                  {a.number}
                </Box>{' '}
                {a.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('codes.since')} {since(a)}
              </Typography>
            </>
          )}
        </CompactList>
      ) : (
        <Table size="small" aria-label={title} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '30%' }}>{t('codes.groupItem')}</TableCell>
              <TableCell sx={{ width: 110 }}>{t('codes.account')}</TableCell>
              <TableCell>{t('codes.label')}</TableCell>
              <TableCell sx={{ width: 120 }}>{t('codes.since')}</TableCell>
              {props.canWrite && <TableCell sx={{ width: 56 }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.accounts.map((a) => (
              <TableRow key={a.key} data-testid="chart-account" hover>
                <TableCell>{a.name}</TableCell>
                <TableCell sx={{ fontWeight: 700, ...num }}>{a.number}</TableCell>
                <TableCell>{a.label}</TableCell>
                <TableCell sx={num}>{since(a)}</TableCell>
                {props.canWrite && <TableCell align="right">{edit(a)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** The shop's journals: code, label, kind, entries written; each renamed, new ones added. */
function JournalsCard(props: { journals: JournalView[]; canWrite: boolean }) {
  const { t } = useTranslation('accounting');
  const mobile = useIsMobile();
  const [editing, setEditing] = useState<JournalView | null | 'new'>(null);
  const edit = (j: JournalView) =>
    props.canWrite ? (
      <EditButton label={t('codes.journals.edit', { code: j.code })} onClick={() => setEditing(j)} />
    ) : null;
  const columns: Column<JournalView & { id: string }>[] = [
    { key: 'code', label: t('codes.journals.code'), render: (j) => <strong>{j.code}</strong> },
    { key: 'label', label: t('codes.journals.label'), render: (j) => j.label },
    { key: 'kind', label: t('codes.journals.kind'), render: (j) => t(`codes.journals.kinds.${j.kind}`) },
    { key: 'entries', label: t('codes.journals.entries'), align: 'right', render: (j) => j.entries },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="chart-journals">
      <CardContent sx={{ pb: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="chart-journals" component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('codes.journals.title')}
        </Typography>
        {props.canWrite && (
          <Button startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('codes.journals.add')}
          </Button>
        )}
      </CardContent>
      {mobile ? (
        <CompactList
          label={t('codes.journals.title')}
          rows={props.journals}
          rowKey={(j) => j.code}
          testId="chart-journal"
          action={edit}
        >
          {(j) => (
            <>
              <Typography variant="body2">
                <strong>{j.code}</strong> {j.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t(`codes.journals.kinds.${j.kind}`)} ·{' '}
                {t('codes.journals.entriesCount', { count: j.entries })}
              </Typography>
            </>
          )}
        </CompactList>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataList
            rows={props.journals.map((j) => ({ ...j, id: j.code }))}
            columns={columns}
            label={t('codes.journals.title')}
            rowTestId="chart-journal"
            actions={props.canWrite ? (j: JournalView & { id: string }) => edit(j) : undefined}
          />
        </Box>
      )}
      {editing && (
        <JournalDialog journal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

/**
 * The shop's chart of accounts (/dashboard/accounting/codes and the settings section
 * `accounting`): its accounts grouped as an accountant reads them, each changed from a date
 * (editAccountingCodes), the client accounts and cash-accounting choices, and the journals.
 */
export function ChartOfAccounts() {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const canWrite = useCan('accounting.codes.write');
  const accounts = useQuery(accountsQuery());
  const settings = useQuery(accountingSettingsQuery());
  const journals = useQuery(journalsQuery());
  const [editing, setEditing] = useState<Named | null>(null);
  if (accounts.isError || settings.isError || journals.isError)
    return (
      <ListLoadError
        message={t('codes.loadError')}
        onRetry={() => {
          void accounts.refetch();
          void settings.refetch();
          void journals.refetch();
        }}
      />
    );
  if (!accounts.data || !settings.data || !journals.data)
    return <LinearProgress aria-label={t('codes.loading')} />;
  const named: Named[] = accounts.data.accounts.map((a) => ({
    ...a,
    id: a.key,
    name: accountName(a, t, lang),
  }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="chart-of-accounts">
      {!canWrite && <Alert severity="info">{t('codes.readOnly')}</Alert>}
      {ACCOUNT_GROUPS.map((group) => {
        const rows = named.filter((a) => a.group === group);
        return rows.length ? (
          <AccountsGroup key={group} group={group} accounts={rows} canWrite={canWrite} onEdit={setEditing} />
        ) : null;
      })}
      <BooksSettingsCard settings={settings.data} canWrite={canWrite} />
      <JournalsCard journals={journals.data} canWrite={canWrite} />
      {editing && <AccountDialog account={editing} name={editing.name} onClose={() => setEditing(null)} />}
    </Box>
  );
}
