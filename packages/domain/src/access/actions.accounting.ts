import type { ActionRule, ShopRelation } from './actions.ts';

/* The books' actions (issue 26), part of the one action table of actions.ts. */

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_BOOKS = "Vous n'avez pas accès à la comptabilité de cette boutique";

export const ACCOUNTING_ACTIONS = {
  // The books (issue 26, decision 0087): read by whoever keeps the accounts (accessAccounting) or
  // edits its codes; the chart, journals and settings changed with editAccountingCodes; closing a
  // month and the exports (FEC, pre-entries) with accessAccounting.
  'accounting.read': {
    who: 'shop',
    relations: staff,
    anyPermission: ['accessAccounting', 'editAccountingCodes'],
    otherShop: NOT_THEIR_BOOKS,
  },
  'accounting.codes.write': {
    who: 'shop',
    relations: staff,
    permissions: ['editAccountingCodes'],
    otherShop: NOT_THEIR_BOOKS,
  },
  'accounting.close': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAccounting'],
    otherShop: NOT_THEIR_BOOKS,
  },
  'accounting.export': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAccounting'],
    otherShop: NOT_THEIR_BOOKS,
  },
} as const satisfies Record<string, ActionRule>;
