import { describe, expect, it } from 'vitest';
import {
  allowedDeliveryActions,
  allowedOrderActions,
  consumesStock,
  deliveryActionRefusal,
  nextOrderStatus,
  type OrderAction,
  type OrderKind,
  orderActionRefusal,
} from './lifecycle.ts';
import type { DeliveryStatus, OrderStatus } from './statuses.ts';

describe('the sales lifecycle', () => {
  it.each<[string, OrderKind, OrderStatus, OrderAction[]]>([
    ['a quote being written', 'quote', 'draft', ['send', 'accept', 'refuse', 'cancel', 'expire', 'edit']],
    [
      'a quote sent to the client',
      'quote',
      'pending',
      // Sent: the client holds it; it is accepted, refused or expires, no longer rewritten;
      // sent again with a new link when the mail was lost.
      ['send', 'accept', 'refuse', 'cancel', 'expire'],
    ],
    ['an order entered in the back office', 'order', 'draft', ['validate', 'refuse', 'cancel', 'edit']],
    ["a buyer's order", 'order', 'pending', ['validate', 'refuse', 'cancel']],
    ['a validated order', 'order', 'validated', ['cancel', 'invoice']],
    ['an invoiced order', 'order', 'invoiced', ['credit']],
    ['a refused order', 'order', 'refused', []],
    ['a card order whose charge failed', 'order', 'error', ['validate', 'refuse', 'cancel']],
    ['a validated sample', 'sample', 'validated', ['cancel']],
  ])('%s allows exactly its moves', (_, kind, status, actions) => {
    expect(allowedOrderActions({ kind, status })).toEqual(actions);
  });

  it('an accepted quote waits for validation as an order', () => {
    expect(nextOrderStatus('accept', { kind: 'quote', status: 'pending' })).toBe('pending');
  });

  it('editing keeps a draft a draft', () => {
    expect(nextOrderStatus('edit', { kind: 'quote', status: 'draft' })).toBe('draft');
  });

  it.each<[OrderAction, OrderKind, OrderStatus, string]>([
    ['cancel', 'order', 'invoiced', 'Une commande facturée ne peut être annulée que par un avoir'],
    ['edit', 'order', 'invoiced', 'Une commande facturée ne peut plus être modifiée : établissez un avoir'],
    ['invoice', 'quote', 'pending', "Un devis ne se facture pas : transformez-le d'abord en commande"],
    ['invoice', 'sample', 'validated', 'Un échantillon est gratuit : il ne se facture pas'],
    ['invoice', 'order', 'pending', 'Action impossible : la commande est « en attente »'],
    ['validate', 'order', 'refused', 'Action impossible : la commande est « refusée »'],
    ['send', 'order', 'draft', 'Cette action ne concerne que les devis'],
    ['edit', 'order', 'pending', 'Action impossible : la commande est « en attente »'],
  ])('%s on a %s %s is refused in French', (action, kind, status, message) => {
    expect(orderActionRefusal(action, { kind, status })).toBe(message);
  });
});

describe('the delivery moves', () => {
  it('a pending order is not shipped before validation', () => {
    expect(
      deliveryActionRefusal('ship', { kind: 'order', status: 'pending', deliveryStatus: 'pending' }),
    ).toBe("La commande doit être validée avant d'être préparée ou expédiée");
  });

  it('a validated order is prepared, shipped, then delivered', () => {
    const order = { kind: 'order' as const, status: 'validated' as const };
    expect(allowedDeliveryActions({ ...order, deliveryStatus: 'pending' })).toEqual([
      'prepare',
      'ready',
      'ship',
    ]);
    expect(allowedDeliveryActions({ ...order, deliveryStatus: 'transit' })).toEqual([
      'deliver',
      'partial',
      'return',
      'incident',
    ]);
    expect(allowedDeliveryActions({ ...order, deliveryStatus: 'delivered' })).toEqual(['return']);
  });

  it('a delivered order cannot be shipped again', () => {
    expect(
      deliveryActionRefusal('ship', { kind: 'order', status: 'invoiced', deliveryStatus: 'delivered' }),
    ).toBe('Action impossible : la livraison est « livrée »');
  });

  it.each<[DeliveryStatus, boolean]>([
    ['pending', true],
    ['preparation', true],
    ['pendingPickup', true],
    ['transit', false],
    ['pickup', false],
    ['partiallyDelivered', false],
    ['delivered', false],
    ['returned', false],
    ['exception', false],
  ])('a validated order whose delivery is %s may be cancelled: %s', (deliveryStatus, cancellable) => {
    const order = { kind: 'order' as const, status: 'validated' as const, deliveryStatus };
    expect(allowedOrderActions(order).includes('cancel')).toBe(cancellable);
  });

  it('refuses to cancel a delivered order in French', () => {
    expect(
      orderActionRefusal('cancel', { kind: 'order', status: 'validated', deliveryStatus: 'delivered' }),
    ).toBe('La livraison est « livrée » : la commande ne peut plus être annulée');
    expect(
      orderActionRefusal('cancel', { kind: 'sample', status: 'validated', deliveryStatus: 'transit' }),
    ).toBe('La livraison est « en transit » : la commande ne peut plus être annulée');
  });

  it('the goods leave the stock when shipped or collected, not when prepared', () => {
    expect(consumesStock('prepare')).toBe(false);
    expect(consumesStock('ship')).toBe(true);
    expect(consumesStock('pickup')).toBe(true);
  });
});
