// Set-up of the `component` Vitest project (docs/decisions/0013): Testing Library's matchers,
// the app's i18next with the shared components' texts, in French unless a test switches.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { componentsI18n } from '../components/components.i18n.ts';
import { cancelPendingCartSave } from '../features/cart/logic/cart.store.ts';
import { initI18n, registerI18n } from '../lib/i18n.ts';

const i18n = initI18n();
registerI18n('components', componentsI18n);

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

// Testing Library unmounts after each test only when the runner's globals are on: they are not here.
afterEach(() => {
  cleanup();
  // A cart save scheduled by this test would land in a later file's fetch stub (decision 0140).
  cancelPendingCartSave();
});
