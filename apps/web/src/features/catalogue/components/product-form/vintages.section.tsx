import { HIDDEN_VINTAGE_NAMES } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ChipsField,
  DecimalField,
  SelectField,
  SuggestField,
  SwitchField,
  TextField,
} from '../../../../components/form';
import { emptyVintage } from '../../logic/product-form.values.ts';
import { FormSection } from './form-section.tsx';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

const year = new Date().getFullYear();
const SUGGESTIONS = [...Array.from({ length: 12 }, (_, i) => String(year - i)), ...HIDDEN_VINTAGE_NAMES];

function LegalBlock({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const p = `vintages.${index}.legal` as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      <SelectField
        size="small"
        control={control}
        name={`${p}.typeDA`}
        label={t('vintages.typeDA')}
        options={(['DA2', 'DSU', 'NULL'] as const).map((v) => ({
          value: v,
          label: t(`vintages.typeDAs.${v}`),
        }))}
        emptyLabel="–"
      />
      <DecimalField size="small" control={control} name={`${p}.da`} label={t('vintages.da')} unit="€" />
      <DecimalField size="small" control={control} name={`${p}.css`} label={t('vintages.css')} unit="€" />
      <TextField
        size="small"
        control={control}
        name={`${p}.customTaxName`}
        label={t('vintages.customTaxName')}
      />
      <DecimalField
        size="small"
        control={control}
        name={`${p}.customTaxAmountPerHL`}
        label={t('vintages.customTaxAmountPerHL')}
        unit="€"
      />
      <ChipsField
        control={control}
        name={`${p}.customTaxFamilies`}
        label={t('vintages.customTaxFamilies')}
        free
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
        <SwitchField control={control} name={`${p}.customTaxAdded`} label={t('vintages.customTaxAdded')} />
        <SwitchField control={control} name={`${p}.customTaxVat`} label={t('vintages.customTaxVat')} />
      </Box>
    </Box>
  );
}

/** Millésimes: name, alcohol, lots and the excise block of each vintage. */
export function VintagesSection() {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const vintages = useFieldArray({ control, name: 'vintages', keyName: 'key' });
  return (
    <FormSection id="vintages" title={t('sections.vintages')} intro={t('vintages.intro')}>
      {vintages.fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('vintages.empty')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {vintages.fields.map((field, i) => (
          <Box
            key={field.key}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2.5, p: { xs: 1.5, sm: 2 } }}
            data-testid="vintage-row"
          >
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr auto', md: '180px 160px 1fr auto' },
              }}
            >
              <SuggestField
                control={control}
                name={`vintages.${i}.name`}
                label={t('vintages.name')}
                options={SUGGESTIONS}
                required
              />
              <Box sx={{ gridRow: { xs: 2, md: 'auto' } }}>
                <DecimalField
                  size="small"
                  control={control}
                  name={`vintages.${i}.alcohol`}
                  label={t('vintages.alcohol')}
                  unit="% vol."
                />
              </Box>
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 3, md: 'auto' } }}>
                <ChipsField
                  control={control}
                  name={`vintages.${i}.lots`}
                  label={t('vintages.lots')}
                  free
                  helperText={t('vintages.lotsHint')}
                />
              </Box>
              <IconButton
                aria-label={t('vintages.remove')}
                title={t('vintages.remove')}
                onClick={() => vintages.remove(i)}
                sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' } }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
            <Accordion
              disableGutters
              elevation={0}
              sx={{ bgcolor: 'transparent', '&:before': { display: 'none' }, mt: 0.5 }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore />}
                sx={{ px: 0, minHeight: 36, '& .MuiAccordionSummary-content': { my: 0.5 } }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('vintages.legal')}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: 0 }}>
                <LegalBlock index={i} />
              </AccordionDetails>
            </Accordion>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<Add />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => vintages.append(emptyVintage(vintages.fields.length === 0 ? String(year - 1) : ''))}
      >
        {t('vintages.add')}
      </Button>
    </FormSection>
  );
}
