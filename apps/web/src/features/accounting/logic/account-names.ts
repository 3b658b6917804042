import type { ChartAccountView } from '@cuvee/contracts';
import type { TFunction } from 'i18next';

/** 2000 → '20 %', 550 → '5,5 %' (VAT rates as the domain keeps them, in basis points). */
export const rateText = (bp: number, lang: 'fr' | 'en') =>
  `${(bp / 100).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} %`;

/** What an account of the chart stands for: 'Vins (produits de l’exploitation)', 'TVA collectée 20 %'. */
export function accountName(
  account: Pick<ChartAccountView, 'key' | 'group'>,
  t: TFunction<'accounting'>,
  lang: 'fr' | 'en',
): string {
  const [, rest = ''] = account.key.split('.');
  if (account.group === 'vatCollected' || account.group === 'vatDeductible')
    return t(`codes.keys.${account.group}`, { rate: rateText(Number(rest), lang) });
  return t(`codes.keys.${account.key}`, { defaultValue: account.key });
}
