import { CART_MAX_QUANTITY } from '@cuvee/domain/cart/cart.types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { type CartPick, canAddPick, cartLineOf } from '../logic/cart.lines.ts';
import { useCartStore } from '../logic/cart.store.ts';
import '../cart.i18n.ts';
import './add-to-cart.css';

type Seller = { id: string; name: string };

/** Puts `quantity` of the pick in the cart, then says so (the snackbar: badge and message). */
function useAdd(seller: Seller) {
  const { t } = useTranslation('cart');
  const dispatch = useCartStore((s) => s.dispatch);
  return (pick: CartPick, quantity: number) => {
    const line = cartLineOf(pick);
    if (!line) return;
    dispatch({ type: 'add', seller, line, quantity });
    notify({ message: t('added', { name: pick.product.name }), severity: 'success' });
  };
}

const clamp = (n: number) =>
  Number.isFinite(n) ? Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(n))) : 1;

/**
 * The product page's purchase slot (spec §3; purchase-area.tsx): a quantity and 'Ajouter au
 * panier' for the vintage and format chosen above, at the price shown there. Plain elements:
 * the shop page's first load carries it (decision 0036).
 */
export function AddToCart({ seller, pick }: { seller: Seller; pick: CartPick }) {
  const { t } = useTranslation('cart');
  const add = useAdd(seller);
  // The field's text while typed (it may be empty); the quantity it means, 1 to 9999.
  const [text, setText] = useState('1');
  const quantity = clamp(Number(text || 1));
  const setQuantity = (change: (q: number) => number) => setText(String(clamp(change(quantity))));
  const name = pick.product.name;
  if (!canAddPick(pick)) return null;
  return (
    <form
      className="cv-add"
      onSubmit={(event) => {
        event.preventDefault();
        add(pick, quantity);
        setText('1');
      }}
    >
      <div className="cv-add-qty">
        <button
          type="button"
          className="cv-add-step"
          aria-label={t('less', { name })}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => q - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_MAX_QUANTITY}
          aria-label={t('quantity')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setText(String(quantity))}
        />
        <button
          type="button"
          className="cv-add-step"
          aria-label={t('more', { name })}
          onClick={() => setQuantity((q) => q + 1)}
        >
          +
        </button>
      </div>
      <button type="submit" className="cv-btn cv-add-submit" data-testid="add-to-cart">
        {t('add')}
      </button>
    </form>
  );
}

/** A shop grid card's small 'add one' button (spec §3), for the card's lead format. */
export function CardAddButton({ seller, pick }: { seller: Seller; pick: CartPick }) {
  const { t } = useTranslation('cart');
  const add = useAdd(seller);
  if (!canAddPick(pick)) return null;
  return (
    <button
      type="button"
      className="cv-card-add"
      aria-label={t('addNamed', { name: pick.product.name })}
      title={t('add')}
      data-testid="card-add-to-cart"
      onClick={() => add(pick, 1)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" fill="currentColor" />
      </svg>
    </button>
  );
}

/** A composition's key: the same picks give the same line; other picks, another line. */
export function compositionKey(choices: Record<string, number>): string {
  const text = Object.entries(choices)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, n]) => `${id}*${n}`)
    .join(',');
  // FNV-1a, 32 bits: a short, stable key for idTmp (bounded at 200 characters).
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * The box builder's 'Ajouter le coffret au panier' once every slot is chosen (spec §3): the box
 * at its shown price, one line per composition; then the picks start again (`onAdded`).
 */
export function AddBoxToCart({
  seller,
  pick,
  choices,
  names = {},
  onAdded,
}: {
  seller: Seller;
  pick: CartPick;
  choices: Record<string, number>;
  /** The wines' names by id, for the cart to show what the box holds. */
  names?: Record<string, string>;
  onAdded(): void;
}) {
  const { t } = useTranslation('cart');
  const dispatch = useCartStore((s) => s.dispatch);
  const line = cartLineOf(pick);
  if (!line) return null;
  const picks = Object.entries(choices).filter(([, quantity]) => quantity > 0);
  // Shown in the cart only when every name is known (the server reads the ids, never these).
  const contents = picks.every(([id]) => names[id])
    ? picks.map(([id, quantity]) => ({ name: names[id]!, quantity }))
    : undefined;
  return (
    <button
      type="button"
      className="cv-btn"
      data-testid="add-box-to-cart"
      onClick={() => {
        dispatch({
          type: 'add',
          seller,
          line: {
            ...line,
            idTmp: `${line.idTmp}:${compositionKey(choices)}`,
            // The picks travel with the line: the server checks them and taxes each bottle.
            boxItems: picks.map(([productId, quantity]) => ({ productId, quantity })),
            ...(contents ? { display: { ...line.display, contents } } : {}),
          },
        });
        notify({ message: t('added', { name: pick.product.name }), severity: 'success' });
        onAdded();
      }}
    >
      {t('addBox')}
    </button>
  );
}
