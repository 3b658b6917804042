import type { MasterAccountSummary } from '@cuvee/contracts';
import { createElement } from 'react';
import { openPopup } from '../components/popup/popup.store.ts';
import { AccountChoice, canOpenAccount } from './account-choice.tsx';
import { i18n } from './i18n.ts';

const ROLE_LABELS = {
  fr: {
    buyer: 'Client',
    owner: 'Producteur',
    iam: 'Collaborateur',
    agent: 'Agent commercial',
    admin: 'Administrateur',
  },
  en: {
    buyer: 'Customer',
    owner: 'Producer',
    iam: 'Collaborator',
    agent: 'Sales agent',
    admin: 'Administrator',
  },
} as const;

const TEXTS = {
  fr: { title: 'Choisissez un compte', label: 'Compte', current: 'Compte actuel' },
  en: { title: 'Choose an account', label: 'Account', current: 'Current account' },
} as const;

/** Why an account cannot be opened, or waits (decision 0169). */
const STATE_LABELS = {
  fr: {
    suspended: 'suspendu par la boutique : ne peut pas être ouvert',
    none: 'plus aucune boutique : ne peut pas être ouvert',
    pending: 'en attente de la réponse du producteur',
  },
  en: {
    suspended: 'suspended by the shop: cannot be opened',
    none: 'no shop any more: cannot be opened',
    pending: "awaiting the producer's answer",
  },
} as const;

type AccountUser = MasterAccountSummary['users'][number];

/** 'Collaborateur · Domaine Démo': what tells apart accounts of one person, and why one is closed. */
export function accountDetail(user: AccountUser, language: 'fr' | 'en'): string {
  const role = ROLE_LABELS[language][user.role];
  const detail = user.shopName ? `${role} · ${user.shopName}` : role;
  return user.state === 'active' ? detail : `${detail} — ${STATE_LABELS[language][user.state]}`;
}

/**
 * Spec §2: 'Changer de compte' opens the popup 'Choisissez un compte', the accounts listed in
 * full with the current one marked (decision 0020). Answers the chosen user id.
 */
export async function chooseAccount(
  master: MasterAccountSummary,
  currentUserId?: string,
): Promise<string | null> {
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const texts = TEXTS[language];
  let chosen = currentUserId ?? master.users.find(canOpenAccount)?.id ?? '';
  const result = await openPopup({
    title: texts.title,
    size: 'small',
    body: createElement(AccountChoice, {
      users: master.users,
      currentUserId,
      defaultValue: chosen,
      label: texts.label,
      currentLabel: texts.current,
      detail: (user) => accountDetail(user, language),
      onChange: (userId) => {
        chosen = userId;
      },
    }),
  });
  return result && chosen ? chosen : null;
}
