import type { CheckoutForm } from '@cuvee/contracts';
import { legalPagePath } from '@cuvee/domain/legal/legal-kinds';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { sellerTermsQuery } from '../api/checkout.queries.ts';

type Props = {
  sellers: { id: string; name: string }[];
  control: Control<CheckoutForm>;
  setValue: UseFormSetValue<CheckoutForm>;
};

/**
 * The terms of sale at checkout (spec §5, issue 24): one box per seller, « J'ai lu et j'accepte
 * les conditions générales de vente de <seller> », its words a link to the seller's terms in a new
 * tab. Ticking it keeps the version read, which the placement sends and the order records.
 */
export function CheckoutTerms({ sellers, control, setValue }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 0.5 }}
      data-testid="checkout-terms"
    >
      <Typography component="legend" sx={visuallyHidden}>
        {t('termsTitle')}
      </Typography>
      {sellers.map((seller, index) => (
        <SellerTerms key={seller.id} seller={seller} index={index} control={control} setValue={setValue} />
      ))}
    </Box>
  );
}

function SellerTerms({
  seller,
  index,
  control,
  setValue,
}: {
  seller: { id: string; name: string };
  index: number;
  control: Control<CheckoutForm>;
  setValue: UseFormSetValue<CheckoutForm>;
}) {
  const { t } = useTranslation('checkout');
  const lang = useUiLanguage();
  const errorText = useErrorText();
  const hint = useId();
  const terms = useQuery(sellerTermsQuery(seller.id));
  const accepted = useController({ control, name: `orders.${index}.acceptTerms` });
  const version = useWatch({ control, name: `orders.${index}.termsVersionId` });
  const current = terms.data?.document ?? null;
  const currentId = current?.id ?? null;
  const { value: checked, onChange } = accepted.field;

  // New terms on screen (asked again after a refused placement): an earlier tick no longer holds.
  useEffect(() => {
    if (checked && terms.data && currentId !== (version ?? null)) {
      onChange(false);
      setValue(`orders.${index}.termsVersionId`, null);
    }
  }, [checked, terms.data, currentId, version, onChange, setValue, index]);

  const toggle = (next: boolean) => {
    onChange(next);
    setValue(`orders.${index}.termsVersionId`, next ? currentId : null);
  };
  const error = errorText(accepted.fieldState.error);
  const href = current && terms.data ? legalPagePath(`/${terms.data.shop.urlShop}`, 'cgv') : null;
  const words = t('termsOf', { seller: seller.name });
  const label = (
    <span>
      {t('termsAccept')}{' '}
      {href ? (
        <Link
          href={href}
          target="_blank"
          rel="noopener"
          aria-describedby={hint}
          data-testid="checkout-terms-link"
        >
          {words}
          <OpenInNew aria-hidden sx={{ fontSize: 15, ml: 0.5, verticalAlign: 'text-bottom' }} />
        </Link>
      ) : (
        words
      )}
    </span>
  );

  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={accepted.field.name}
            checked={Boolean(checked)}
            onChange={(e) => toggle(e.target.checked)}
            onBlur={accepted.field.onBlur}
            disabled={terms.isPending}
            slotProps={{ input: { ref: accepted.field.ref, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={label}
      />
      <span id={hint} style={visuallyHidden}>
        {t('newTab')}
      </span>
      <Box sx={{ pl: 4 }}>
        {current && (
          <FormHelperText sx={{ mt: 0 }}>
            {t('termsVersion', {
              version: current.version,
              date: formatDate(current.publishedAt, lang, 'Europe/Paris'),
            })}
          </FormHelperText>
        )}
        {terms.data && !current && <FormHelperText sx={{ mt: 0 }}>{t('termsNone')}</FormHelperText>}
        {terms.isError && (
          <FormHelperText sx={{ mt: 0 }}>
            {t('termsLoadError')}{' '}
            <Button size="small" onClick={() => void terms.refetch()}>
              {t('retry')}
            </Button>
          </FormHelperText>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Box>
  );
}
