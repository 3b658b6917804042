import type { DrmCatalogueResponse, DrmReturn } from '@cuvee/contracts';
import { DRM_REGIME_LABELS } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { formatHl100 } from '../logic/drm-months.ts';

import { DrmSection, num, useDrmTexts } from './drm-section.tsx';

type Product = DrmReturn['products'][number];
type Line = Product['entries'][number];
type Catalogue = z.infer<typeof DrmCatalogueResponse>;

/** What identifies a fiscal product besides its label: its INAO code or its codes. */
function identityLine(identity: Product['identity'], inao: (code: string) => string): string {
  if (identity.inaoCode) return inao(identity.inaoCode);
  return [
    identity.certification,
    identity.genre,
    identity.appellation,
    identity.mention,
    identity.lieu,
    identity.couleur,
    identity.cepage,
    identity.complement,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A movement type's label in the UI language (the catalogue's), else the API's French one. */
function typeLabel(
  line: Line,
  flow: 'entrees' | 'sorties',
  regime: Product['regime'],
  catalogue: Catalogue | undefined,
  lang: 'fr' | 'en',
  untyped: string,
): string {
  if (!line.code) return untyped;
  const type = catalogue?.types.find((x) => x.code === line.code && x.flow === flow && x.regime === regime);
  return type ? type.label[lang] : line.label;
}

function LineRows({
  lines,
  flow,
  product,
  catalogue,
}: {
  lines: Line[];
  flow: 'entrees' | 'sorties';
  product: Product;
  catalogue: Catalogue | undefined;
}) {
  const { t, lang } = useDrmTexts();
  const sign = flow === 'entrees' ? '+' : '−';
  if (lines.length === 0)
    return (
      <TableRow>
        <TableCell sx={{ pl: 3, color: 'text.secondary' }} colSpan={2}>
          {t(flow === 'entrees' ? 'balance.noEntries' : 'balance.noExits')}
        </TableCell>
      </TableRow>
    );
  return (
    <>
      {lines.map((l) => {
        const details = [
          l.country && t('balance.country', { country: l.country }),
          l.documentNumber && t('balance.document', { number: l.documentNumber }),
          l.contractNumber && t('balance.contract', { number: l.contractNumber }),
        ].filter(Boolean);
        return (
          <TableRow
            key={[l.code, l.country, l.documentNumber, l.contractNumber].join('|')}
            data-testid={`drm-${flow}`}
          >
            <TableCell sx={{ pl: 3, color: l.code ? undefined : 'error.main' }}>
              {typeLabel(l, flow, product.regime, catalogue, lang, t('balance.untyped'))}
              {l.code && (
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere', lineHeight: 1.3 }}
                >
                  {l.code}
                </Typography>
              )}
              {details.length > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                  {details.join(' · ')}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={num}>
              {sign} {formatHl100(l.hl, lang)}
            </TableCell>
          </TableRow>
        );
      })}
    </>
  );
}

/** One fiscal product's balance as the customs form lays it out: opening, entries, exits, closing. */
export function DrmProductCard({
  product,
  catalogue,
}: {
  product: Product;
  catalogue: Catalogue | undefined;
}) {
  const { t, lang } = useDrmTexts();
  const codes = identityLine(product.identity, (code) => t('balance.inao', { code }));
  const strong = { fontWeight: 700 } as const;
  const subtotal = { fontWeight: 600, bgcolor: 'action.hover' } as const;
  return (
    <Card variant="outlined" data-testid="drm-product" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.25, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }} data-testid="drm-product-label">
            {product.identity.label}
          </Typography>
          {codes && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {codes}
            </Typography>
          )}
        </Box>
        <Chip size="small" variant="outlined" label={DRM_REGIME_LABELS[product.regime][lang]} />
      </Box>
      <Table
        size="small"
        aria-label={`${product.identity.label} — ${t('balance.title')}`}
        sx={{ '& td': { px: { xs: 1.25, sm: 2 } } }}
      >
        <TableBody>
          <TableRow>
            <TableCell sx={strong}>{t('balance.opening')}</TableCell>
            <TableCell sx={{ ...num, ...strong }} data-testid="drm-opening">
              {formatHl100(product.opening, lang)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={subtotal}>{t('balance.entries')}</TableCell>
            <TableCell sx={{ ...num, ...subtotal }}>+ {formatHl100(product.totalEntries, lang)}</TableCell>
          </TableRow>
          <LineRows lines={product.entries} flow="entrees" product={product} catalogue={catalogue} />
          <TableRow>
            <TableCell sx={subtotal}>{t('balance.exits')}</TableCell>
            <TableCell sx={{ ...num, ...subtotal }}>− {formatHl100(product.totalExits, lang)}</TableCell>
          </TableRow>
          <LineRows lines={product.exits} flow="sorties" product={product} catalogue={catalogue} />
          <TableRow sx={{ '& td': { borderBottom: 0 } }}>
            <TableCell sx={strong}>{t('balance.closing')}</TableCell>
            <TableCell sx={{ ...num, ...strong, fontSize: '1.05rem' }} data-testid="drm-closing">
              {formatHl100(product.closing, lang)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

/** The stock balance of every fiscal product and regime. */
export function DrmBalance({ drm, catalogue }: { drm: DrmReturn; catalogue: Catalogue | undefined }) {
  const { t } = useDrmTexts();
  return (
    <DrmSection title={t('balance.title')} testId="drm-balance">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {drm.products.map((p) => (
          <DrmProductCard key={`${p.regime}-${p.key}`} product={p} catalogue={catalogue} />
        ))}
      </Box>
    </DrmSection>
  );
}

/** 'Néant': a month without movement, said plainly. */
export function DrmNeant() {
  const { t } = useDrmTexts();
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="drm-neant"
      sx={{ alignItems: 'center', '& .MuiAlert-message': { display: 'flex', gap: 2, alignItems: 'center' } }}
    >
      <Typography component="span" sx={{ fontSize: '1.6rem', fontWeight: 800, letterSpacing: 1 }}>
        {t('neant')}
      </Typography>
      <span>{t('neantText')}</span>
    </Alert>
  );
}
