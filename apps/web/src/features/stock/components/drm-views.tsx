import type { DrmCatalogueResponse, DrmReturn } from '@cuvee/contracts';
import {
  CRD_COLOUR_LABELS,
  crdSize,
  DRM_REGIME_LABELS,
  FISCAL_CATEGORY_LABELS,
  formatEuros,
} from '@cuvee/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatHl100 } from '../logic/drm-months.ts';
import '../drm.i18n.ts';

type Product = DrmReturn['products'][number];
type Line = Product['entries'][number];
type Catalogue = z.infer<typeof DrmCatalogueResponse>;

const num = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The DRM namespace's texts in the UI language. */
export function useDrmTexts() {
  const { t } = useTranslation('drm');
  const lang = useUiLanguage();
  return { t, lang };
}

/** A titled block of the return. */
export function DrmSection({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = `drm-${testId ?? title}`.replace(/\W+/g, '-');
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h3" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

// ---------------------------------------------------------------- checks

const PASSING = ['balance', 'continuity', 'capsules', 'untyped'] as const;

/** The checks before filing: what blocks it in red with what to fix, what passes in green. */
export function DrmChecks({ checks, journalLink }: { checks: DrmReturn['checks']; journalLink?: ReactNode }) {
  const { t } = useDrmTexts();
  const blocking = checks.filter((c) => c.blocking);
  const warnings = checks.filter((c) => !c.blocking);
  const passed = PASSING.filter((code) => !checks.some((c) => c.code === code));
  return (
    <DrmSection title={t('checks.title')} testId="drm-checks">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {blocking.length > 0 && (
          <Typography sx={{ color: 'error.main', fontWeight: 600 }}>
            {t('checks.blocking', { count: blocking.length })}
          </Typography>
        )}
        {blocking.map((c) => (
          <Alert
            key={`${c.code}-${c.productKey ?? ''}-${c.message}`}
            severity="error"
            icon={<ErrorOutlined />}
            data-testid="drm-check-failed"
            action={c.code === 'untyped' || c.code === 'balance' ? journalLink : undefined}
          >
            <AlertTitle sx={{ mb: 0 }}>{c.message}</AlertTitle>
            {t(`checks.fix.${c.code}`)}
          </Alert>
        ))}
        {warnings.map((c) => (
          <Alert
            key={`${c.code}-${c.productKey ?? ''}-${c.message}`}
            severity="warning"
            icon={<WarningAmber />}
            data-testid="drm-check-warning"
          >
            <AlertTitle sx={{ mb: 0 }}>{c.message}</AlertTitle>
            {t(`checks.fix.${c.code}`)}
          </Alert>
        ))}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {passed.map((code) => (
            <Box
              component="li"
              key={code}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'success.dark' }}
              data-testid="drm-check-passed"
            >
              <CheckCircleOutlined fontSize="small" sx={{ mt: '2px' }} aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.primary' }}>
                {t(`checks.passed.${code}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        {blocking.length === 0 && (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {t('checks.allPass')}
          </Typography>
        )}
      </Box>
    </DrmSection>
  );
}

// ---------------------------------------------------------------- the balance

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

// ---------------------------------------------------------------- duties

export function DrmDuties({ drm }: { drm: DrmReturn }) {
  const { t, lang } = useDrmTexts();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const due = drm.products.filter((p) => p.dutyCents > 0);
  return (
    <DrmSection
      title={t('duties.title')}
      testId="drm-duties"
      action={
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }} data-testid="drm-duty-total">
          {formatEuros(drm.dutyCents, locale)}
        </Typography>
      }
    >
      {due.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('duties.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {due.map((p) => (
            <Box
              component="li"
              key={`${p.regime}-${p.key}`}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{p.identity.label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('duties.line', {
                    hl: formatHl100(p.dutyHl, lang),
                    rate: (p.dutyRate ?? 0).toLocaleString(locale, { minimumFractionDigits: 2 }),
                  })}
                </Typography>
              </Box>
              <Typography sx={num}>{formatEuros(p.dutyCents, locale)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </DrmSection>
  );
}

// ---------------------------------------------------------------- CRD

const CRD_FIGURES = ['opening', 'entries', 'uses', 'destructions', 'closing'] as const;

/** The capsule account per colour, fiscal category and size. */
export function DrmCrd({ crd }: { crd: DrmReturn['crd'] }) {
  const { t, lang } = useDrmTexts();
  const mobile = useIsMobile();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const n = (v: number) => v.toLocaleString(locale);
  const name = (a: DrmReturn['crd'][number]) =>
    `${CRD_COLOUR_LABELS[a.colour][lang]} · ${FISCAL_CATEGORY_LABELS[a.fiscalCategory][lang]} · ${crdSize(a.volumeMl, lang)}`;
  return (
    <DrmSection title={t('crd.title')} testId="drm-crd">
      {crd.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('crd.empty')}</Typography>
      ) : mobile ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {crd.map((a) => (
            <Card
              variant="outlined"
              key={`${a.colour}-${a.fiscalCategory}-${a.volumeMl}`}
              sx={{ p: 1.5 }}
              data-testid="drm-crd-row"
            >
              <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{name(a)}</Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  rowGap: 0.25,
                  '& dd': { m: 0, ...num },
                }}
              >
                {CRD_FIGURES.map((f) => (
                  <Box key={f} sx={{ display: 'contents', fontWeight: f === 'closing' ? 700 : 400 }}>
                    <dt>{t(`crd.${f}`)}</dt>
                    <dd data-testid={`drm-crd-${f}`}>{n(a[f])}</dd>
                  </Box>
                ))}
              </Box>
            </Card>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('crd.capsule')}</TableCell>
                {CRD_FIGURES.map((f) => (
                  <TableCell key={f} sx={num}>
                    {t(`crd.${f}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {crd.map((a) => (
                <TableRow key={`${a.colour}-${a.fiscalCategory}-${a.volumeMl}`} data-testid="drm-crd-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{CRD_COLOUR_LABELS[a.colour][lang]}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {FISCAL_CATEGORY_LABELS[a.fiscalCategory][lang]} · {crdSize(a.volumeMl, lang)}
                    </Typography>
                  </TableCell>
                  {CRD_FIGURES.map((f) => (
                    <TableCell
                      key={f}
                      sx={{ ...num, fontWeight: f === 'closing' ? 700 : 400 }}
                      data-testid={`drm-crd-${f}`}
                    >
                      {n(a[f])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DrmSection>
  );
}

// ---------------------------------------------------------------- e-AD not discharged

/** The shipments whose e-AD is not discharged at the month's end, each to mark discharged. */
export function DrmUndischarged({
  items,
  onDischarge,
  busyId,
}: {
  items: DrmReturn['undischarged'];
  /** Absent when the session may not mark one. */
  onDischarge?: (movementId: string) => void;
  busyId?: string | null;
}) {
  const { t, lang } = useDrmTexts();
  return (
    <DrmSection title={t('dae.title')} testId="drm-dae">
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dae.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((d) => (
            <Box
              component="li"
              key={d.movementId}
              data-testid="drm-dae-row"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: 'wrap',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{d.documentNumber}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[
                    `${t('dae.date')} ${new Date(`${d.date.slice(0, 10)}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB')}`,
                    d.country,
                    d.consigneeExciseNumber && `${t('dae.consignee')} ${d.consigneeExciseNumber}`,
                    `${formatHl100(d.hl, lang)} hl`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              {onDischarge && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busyId === d.movementId}
                  onClick={() => onDischarge(d.movementId)}
                >
                  {t('dae.discharge')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DrmSection>
  );
}
