import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import {
  COLOR_SWATCH,
  cardVintage,
  colorName,
  formatPrice,
  leadFormat,
  typeName,
  volumeLabel,
} from '../storefront.format.ts';
import { attributesOf } from '../storefront.logic.ts';
import type { StoreProduct } from '../storefront.types.ts';
import { MembersOnly, TaxMention } from './price-tag.tsx';
import { SERIF } from './storefront.styles.ts';

const BADGE = {
  position: 'absolute',
  top: 12,
  left: 12,
  padding: '3px 10px',
  borderRadius: 99,
  backgroundColor: '#3b302a',
  color: '#fff',
  fontSize: '0.72rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
} as const;

export function OutOfStockBadge() {
  const { t } = useTranslation('storefront');
  return (
    <Box component="span" sx={BADGE}>
      {t('outOfStock')}
    </Box>
  );
}

/** A colour swatch and its name: 'Rouge'. */
export function ColorMark({ color }: { color: string | null }) {
  const lang = useUiLanguage();
  if (!color) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: COLOR_SWATCH[color] ?? '#bbb',
          boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.15)',
        }}
      />
      {colorName(color, lang)}
    </Box>
  );
}

/*
 * A grid shows up to 24 cards: their styles are one static rule set (serialized once), not
 * per-element `sx`, so that a page of cards costs little to render on a slow phone.
 */
const Card = styled('article')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  backgroundColor: theme.palette.background.paper,
  border: '1px solid #e7e0d8',
  borderRadius: 16,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  '&:hover': { boxShadow: '0 10px 30px rgba(60, 30, 20, 0.10)', transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
  '& .visual': {
    position: 'relative',
    aspectRatio: '4 / 5',
    background: 'linear-gradient(180deg, #faf6f0 0%, #efe6da 100%)',
    overflow: 'hidden',
  },
  '& .visual img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' },
  '& .badge': BADGE,
  '& .body': { padding: 12, display: 'flex', flexDirection: 'column', gap: 4, flex: 1 },
  '& p': { margin: 0 },
  '& .overline': {
    fontSize: '0.68rem',
    fontWeight: 600,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: theme.palette.text.secondary,
  },
  '& h3': { margin: 0, fontFamily: SERIF, fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.25 },
  [theme.breakpoints.up('sm')]: { '& .body': { padding: 16 }, '& h3': { fontSize: '1.2rem' } },
  '& h3 a': { color: theme.palette.text.primary, textDecoration: 'none' },
  // The name's link covers the card: the whole card opens the product.
  '& h3 a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
  '& h3 a:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
  '& h3 a:focus-visible': { outline: 'none' },
  '& .muted': { color: theme.palette.text.secondary, fontSize: '0.88rem', lineHeight: 1.35 },
  '& .meta': {
    display: 'flex',
    gap: 8,
    alignItems: 'center',
    fontSize: '0.85rem',
    color: theme.palette.text.secondary,
  },
  '& .swatch': { width: 10, height: 10, borderRadius: '50%', boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.15)' },
  '& .color': { display: 'inline-flex', alignItems: 'center', gap: 6 },
  '& .price-row': {
    marginTop: 'auto',
    paddingTop: 10,
    borderTop: '1px solid #efe8e0',
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 8,
    flexWrap: 'wrap',
  },
  '& .spacer': { flex: 1, minHeight: 10 },
  '& .price': { whiteSpace: 'nowrap' },
  '& .amount': { fontWeight: 700, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums', marginRight: 2 },
  '& .volume': { fontSize: '0.8rem', color: theme.palette.text.secondary },
}));

/**
 * A product in the shop's grid: picture, appellation, name, precision, colour and vintage,
 * and the price of its first format. The whole card opens the product (the name's link is
 * stretched over it), while the 'Créer un compte' link stays its own target.
 */
export function ProductCard({
  product,
  to,
  shopCode,
  eager = false,
}: {
  product: StoreProduct;
  to: string;
  shopCode: string;
  eager?: boolean;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const { appellation } = attributesOf(product);
  const format = leadFormat(product);
  const vintage = cardVintage(product);
  const volume = format ? volumeLabel(format, lang) : null;
  const overline = appellation ?? typeName(product.type, lang);
  const visual = product.visuals[0];
  return (
    <Card data-testid="product-card">
      <div className="visual">
        {visual ? (
          <img
            src={visual}
            alt=""
            width={320}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : null}
        {product.status === 'outofstock' && <span className="badge">{t('outOfStock')}</span>}
      </div>
      <div className="body">
        {overline && <p className="overline">{overline}</p>}
        <h3>
          <RouterLink to={to}>{product.name}</RouterLink>
        </h3>
        {product.precision && <p className="muted">{product.precision}</p>}
        {(product.color || vintage) && (
          <p className="meta">
            {product.color && (
              <span className="color">
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ backgroundColor: COLOR_SWATCH[product.color] ?? '#bbb' }}
                />
                {colorName(product.color, lang)}
              </span>
            )}
            {product.color && vintage && <span aria-hidden="true">·</span>}
            {vintage && <span>{vintage}</span>}
          </p>
        )}
        <div className="spacer" />
        <div className="price-row">
          {product.priceHidden ? (
            <MembersOnly shopCode={shopCode} compact />
          ) : format?.price ? (
            <span className="price" data-testid="price">
              <span className="amount">{formatPrice(format.price.shown, lang)}</span>{' '}
              <TaxMention ttc={format.price.showTtc} />
            </span>
          ) : (
            <span className="muted">{t('price.noPrice')}</span>
          )}
          {volume && !product.priceHidden && <span className="volume">{volume}</span>}
        </div>
      </div>
    </Card>
  );
}

const pulse = keyframes`50% { opacity: 0.55; }`;

const Skeleton = styled('div')({
  border: '1px solid #ece5dc',
  borderRadius: 16,
  overflow: 'hidden',
  backgroundColor: '#fff',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '& .visual': { aspectRatio: '4 / 5', backgroundColor: '#f3ede4' },
  '& .body': { padding: 16, display: 'grid', gap: 8 },
  '& .bar': { borderRadius: 4, backgroundColor: '#ece5dc' },
});

/** The shape of a card while the catalogue loads. */
export function ProductCardSkeleton() {
  const bar = (width: string, height = 12) => <div className="bar" style={{ width, height }} />;
  return (
    <Skeleton aria-hidden="true">
      <div className="visual" />
      <div className="body">
        {bar('40%', 10)}
        {bar('80%', 18)}
        {bar('55%')}
        <div style={{ marginTop: 12 }}>{bar('35%', 18)}</div>
      </div>
    </Skeleton>
  );
}
