import { type StorefrontResponse, Uuid } from '@cuvee/contracts';
import { publicEventUrl, publicSlotsUrl } from '@cuvee/domain/catalogue/storefront-view';
import type { DbOrTx } from '../db/client.ts';
import { publicRead } from '../db/tenant.ts';
import { publicEvent, publicSlots } from '../modules/tourism/index.ts';
import { eventMeta } from './page-meta.flow.ts';
import { orNull, type PagePreload } from './page-preload.flow.ts';

/**
 * An event's page (issue 27), read as an anonymous visitor like a product's: the event with its
 * rates and the first page of its open slots with their places left, keyed by the URLs the page
 * asks them at (storefront-view); an event the storefront does not show answers 404.
 */
export async function eventPreload(
  db: DbOrTx,
  input: {
    shop: string;
    event: string;
    storefront: StorefrontResponse;
    answers: Record<string, unknown>;
    base: string;
    url: string;
  },
): Promise<PagePreload> {
  const { shop, event, storefront, answers } = input;
  const eventUrl = publicEventUrl(shop, event);
  // The route's own check: an id that is not one names no event (404, as the route's 400 would).
  const found = Uuid.safeParse(event).success ? await orNull(publicEvent(publicRead(db), shop, event)) : null;
  answers[eventUrl] = found ? { success: true, event: found } : null;
  if (!found) return { answers, image: null, missing: 'event', meta: null };
  const slots = await orNull(publicSlots(publicRead(db), shop, event, { limit: 50, offset: 0 }));
  answers[publicSlotsUrl(shop, event)] = slots ? { success: true, ...slots } : null;
  const meta = eventMeta(found, storefront.shop.name, input.base, input.url);
  return { answers, image: found.visuals[0] ?? null, missing: null, meta };
}
