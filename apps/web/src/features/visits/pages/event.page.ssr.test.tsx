import type { PublicEvent } from '@cuvee/contracts/tourism.public';
import { publicEventUrl, publicSlotsUrl } from '@cuvee/domain/catalogue/storefront-view';
import { expect, it } from 'vitest';
import { render } from '../../../shop-app/entry-server.tsx';
import { rate } from '../visits.fixtures.ts';

// An event's page as the server renders it (decisions 0117, 0135): the description's rich text
// is in the HTML, headings, bold and lists kept, and nothing of a script, a handler or a
// javascript: link a row might hold.

const ID = '0190d2a4-1c3e-7a00-8000-000000000001';
const event = (description: string): PublicEvent => ({
  id: ID,
  title: 'Dégustation des Galets',
  description,
  visuals: [],
  kind: 'tasting',
  location: { atEstate: true, address: null },
  languages: ['fr'],
  durationMinutes: 90,
  capacity: 12,
  minPersons: 1,
  maxPersons: 8,
  rates: [rate('r-adult', 'Adulte', 2500)],
  minAmountCents: 0,
  confirmationMessage: '',
  cancellation: { freeUntilHours: 48, text: '' },
  tabId: null,
  stay: null,
  nextSlotAt: null,
});

const page = (description: string) =>
  render({
    url: `/domaine-demo/events/${ID}`,
    answers: {
      [publicEventUrl('domaine-demo', ID)]: { success: true, event: event(description) },
      [publicSlotsUrl('domaine-demo', ID)]: { success: true, slots: [], total: 0 },
    },
    language: 'fr',
    ageConfirmed: true,
  });

const descriptionOf = (html: string) =>
  /<div class="cv-ev-description" data-testid="event-description">([\s\S]*?)<\/div>/.exec(html)?.[1];

it("renders the description's rich text in the page's HTML", async () => {
  const { html } = await page(
    '<h3>Le chai</h3><p>Six vins <strong>commentés</strong>, <em>en français</em>.</p>' +
      '<ul><li><p>Rouges</p></li><li><p>Blancs</p></li></ul>' +
      '<p><a href="https://domaine.fr/acces">Accès</a></p>',
  );
  expect(html).toContain('Dégustation des Galets');
  expect(descriptionOf(html)).toBe(
    '<h3>Le chai</h3><p>Six vins <strong>commentés</strong>, <em>en français</em>.</p>' +
      '<ul><li><p>Rouges</p></li><li><p>Blancs</p></li></ul>' +
      '<p><a href="https://domaine.fr/acces" rel="noopener noreferrer nofollow" target="_blank">Accès</a></p>',
  );
});

it('shows a plain text typed before the editor as paragraphs', async () => {
  const { html } = await page('Une visite du chai.\nPuis la cave.\n\nSur réservation.');
  expect(descriptionOf(html)).toBe('<p>Une visite du chai.<br>Puis la cave.</p><p>Sur réservation.</p>');
});

it('never renders a script, an event handler or a javascript: link a row might hold', async () => {
  const { html } = await page(
    '<p onmouseover="steal()">Bienvenue<script>steal()</script></p><a href="javascript:steal()">ici</a>',
  );
  expect(descriptionOf(html)).toBe('<p>Bienvenue</p><p>ici</p>');
  expect(html).not.toContain('steal()');
});
