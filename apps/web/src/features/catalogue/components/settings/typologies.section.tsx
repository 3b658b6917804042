import { CLIENT_TYPOLOGIES } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../../components/form';
import { openPopup } from '../../../../components/popup/popup.store.ts';
import { useCurrentShop } from '../../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { useSaveShop } from '../../api/catalogue.queries.ts';
import { type FieldIssue, issueText } from '../../logic/messages.ts';
import {
  newTypologyKey,
  rowsToTypologies,
  type TypologyRow,
  typologiesToRows,
} from '../../logic/typologies.ts';
import '../../catalogue.i18n.ts';

const CUSTOM = '__custom__';

/** Settings › 'typos': the shop's client typologies (name, public, TTC, global discount, eq. 75 cl). */
export function TypologiesSection() {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  const shop = useCurrentShop();
  const can = { editShop: useCan('shop.settings.write') };
  const save = useSaveShop();
  const [initial, setInitial] = useState(() => typologiesToRows(shop?.typologies ?? {}));
  const [rows, setRows] = useState(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [choice, setChoice] = useState('');
  const [customName, setCustomName] = useState('');
  if (!shop) return null;
  const dirty = JSON.stringify(rows) !== JSON.stringify(initial);
  const issueAt = (path: string) =>
    issueText(
      issues.find((i) => i.path === path),
      lang,
    );
  const update = (i: number, patch: Partial<TypologyRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const available = CLIENT_TYPOLOGIES.filter(
    (c) => !rows.some((r) => r.key === c.key || r.name.toLowerCase() === c.name.toLowerCase()),
  );

  function add() {
    const preset = CLIENT_TYPOLOGIES.find((c) => c.key === choice);
    const name = preset?.name ?? customName.trim();
    if (!name) return;
    const key = newTypologyKey(
      name,
      rows.map((r) => r.key),
      preset?.key,
    );
    setRows((all) => [
      ...all,
      {
        key,
        saved: false,
        name,
        public: false,
        ttc: !(preset?.pro ?? true),
        globalDiscount: '',
        allRulesInEq75: false,
      },
    ]);
    setChoice('');
    setCustomName('');
  }

  async function remove(i: number) {
    const row = rows[i];
    if (!row) return;
    if (row.saved) {
      const ok = await openPopup({
        title: t('typos.removeTitle', { name: row.name }),
        text: t('typos.removeText'),
        size: 'small',
        validateLabel: t('typos.remove'),
      });
      if (!ok) return;
    }
    setRows((all) => all.filter((_, j) => j !== i));
  }

  async function submit() {
    const check = rowsToTypologies(rows);
    if (!check.ok) return setIssues(check.issues);
    setIssues([]);
    try {
      const saved = await save.mutateAsync({ typologies: check.typologies });
      const next = typologiesToRows(saved.typologies);
      setInitial(next);
      setRows(next);
    } catch {
      // The API's message is in the snackbar.
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="typos-section">
      <Box>
        <Typography component="h2" variant="h2" sx={{ mb: 0.5 }}>
          {t('typos.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('typos.intro')}</Typography>
      </Box>
      {!can.editShop && <Alert severity="info">{t('typos.readOnly')}</Alert>}
      {issueAt('rows') && <Alert severity="error">{issueAt('rows')}</Alert>}
      {rows.map((row, i) => (
        <Card
          key={row.key}
          component="section"
          aria-label={row.name || row.key}
          data-testid={`typology-${row.key}`}
        >
          <CardContent
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 160px auto' },
              alignItems: 'start',
            }}
          >
            <Box>
              <TextField
                size="small"
                label={t('typos.name')}
                value={row.name}
                onChange={(e) => update(i, { name: e.target.value })}
                error={Boolean(issueAt(`rows.${i}.name`))}
                helperText={issueAt(`rows.${i}.name`) ?? t('typos.key', { key: row.key })}
                disabled={!can.editShop}
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
            </Box>
            <TextField
              size="small"
              label={t('typos.globalDiscount')}
              value={row.globalDiscount}
              onChange={(e) => update(i, { globalDiscount: e.target.value })}
              error={Boolean(issueAt(`rows.${i}.globalDiscount`))}
              helperText={issueAt(`rows.${i}.globalDiscount`)}
              placeholder="0"
              disabled={!can.editShop}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifySelf: { md: 'end' } }}>
              <Chip
                size="small"
                variant="outlined"
                color={row.ttc ? 'primary' : 'default'}
                label={row.ttc ? t('typos.ttcShort') : t('typos.htShort')}
              />
              {row.public && <Chip size="small" color="success" label={t('typos.publicShort')} />}
              {can.editShop && (
                <IconButton
                  aria-label={`${t('typos.remove')} ${row.name}`}
                  onClick={() => void remove(i)}
                  disabled={rows.length <= 1}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                gridColumn: '1 / -1',
              }}
            >
              {(
                [
                  ['public', t('typos.public'), t('typos.publicHint')],
                  ['ttc', t('typos.ttc'), t('typos.ttcHint')],
                  ['allRulesInEq75', t('typos.allRulesInEq75'), t('typos.allRulesInEq75Hint')],
                ] as const
              ).map(([field, label, hint]) => (
                <Box key={field}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={row[field]}
                        onChange={(e) => update(i, { [field]: e.target.checked })}
                        disabled={!can.editShop}
                      />
                    }
                    label={label}
                  />
                  <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
      {can.editShop && (
        <Card variant="outlined" sx={{ borderStyle: 'dashed' }}>
          <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('typos.choose')}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              sx={{ width: 260 }}
            >
              {available.map((c) => (
                <MenuItem key={c.key} value={c.key}>
                  {c.name}
                </MenuItem>
              ))}
              <MenuItem value={CUSTOM}>
                <em>{t('typos.custom')}</em>
              </MenuItem>
            </TextField>
            {choice === CUSTOM && (
              <TextField
                size="small"
                label={t('typos.customName')}
                value={customName}
                onChange={(e) => setCustomName(e.target.value)}
                sx={{ width: 260 }}
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
            )}
            <Button
              startIcon={<Add />}
              variant="outlined"
              onClick={add}
              disabled={!choice || (choice === CUSTOM && !customName.trim())}
              sx={{ mt: 0.25 }}
            >
              {t('typos.add')}
            </Button>
          </CardContent>
        </Card>
      )}
      {can.editShop && (
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          onSave={() => void submit()}
          onCancel={() => {
            setRows(initial);
            setIssues([]);
          }}
          saveLabel={t('typos.save')}
          testId="typos-save-bar"
        />
      )}
    </Box>
  );
}
