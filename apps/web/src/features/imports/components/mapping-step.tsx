import { type ClientImport, IMPORT_FIELDS, type ImportField, type ImportMapping } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Step 2: which column feeds which client field (proposed by the API), and the preview it gives. */
export function MappingStep({
  imp,
  onMapping,
}: {
  imp: ClientImport;
  onMapping: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation('imports');
  const lang = currentLanguage();
  const mapped = IMPORT_FIELDS.filter((f) => imp.mapping[f.key] !== undefined);
  const change = (field: ImportField, value: string) => {
    const next: ImportMapping = { ...imp.mapping };
    if (value === '') delete next[field];
    else next[field] = Number(value);
    onMapping(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {IMPORT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            select
            size="small"
            label={field[lang]}
            value={imp.mapping[field.key] ?? ''}
            onChange={(e) => change(field.key, e.target.value)}
          >
            <MenuItem value="">{t('ignore')}</MenuItem>
            {imp.header.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <MenuItem key={index} value={index}>
                {name || `#${index + 1}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="h4" component="h3">
        {t('preview')}
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('line')}</TableCell>
              {mapped.map((f) => (
                <TableCell key={f.key} sx={{ whiteSpace: 'nowrap' }}>
                  {f[lang]}
                </TableCell>
              ))}
              <TableCell sx={{ minWidth: 220 }}>{t('errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {imp.preview.map((row) => (
              <TableRow key={row.line} sx={row.errors.length ? { bgcolor: 'error.50' } : undefined}>
                <TableCell>{row.line}</TableCell>
                {mapped.map((f) => (
                  <TableCell key={f.key} sx={{ whiteSpace: 'nowrap' }}>
                    {row.values[f.key] ?? ''}
                  </TableCell>
                ))}
                <TableCell>
                  {row.errors.length ? (
                    row.errors.map((e) => (
                      <Typography key={e} variant="body2" color="error">
                        {e}
                      </Typography>
                    ))
                  ) : (
                    <Chip size="small" color="success" variant="outlined" label={t('valid')} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {imp.preview.some((r) => r.errors.length) && (
        <Alert severity="warning">
          {t('errors')} : {imp.preview.filter((r) => r.errors.length).length}
        </Alert>
      )}
    </Box>
  );
}
