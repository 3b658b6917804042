import type { StorefrontResponse as Storefront } from '@cuvee/contracts';
import type { PublicEvent, Slot } from '@cuvee/contracts/tourism.public';
import { sanitizeRichText } from '@cuvee/domain/tourism/rich-text';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { useParams } from '../../../shop-app/router.tsx';
import { Breadcrumb } from '../../storefront/components/breadcrumb.tsx';
import { ProductSkeleton } from '../../storefront/components/page-skeleton.tsx';
import { ShopFooter } from '../../storefront/components/shop-footer.tsx';
import {
  useDocumentTitle,
  useShopRoute,
  useStorefront,
} from '../../storefront/components/storefront.hooks.ts';
import { flattenTabs, tabSearch } from '../../storefront/logic/storefront.logic.ts';
import { LoadFailed, MissingPage } from '../../storefront/pages/product.page.tsx';
import { usePublicEvent, usePublicSlots } from '../api/visits.queries.ts';
import { BookingPanel } from '../components/booking-panel.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import '../visits.i18n.ts';
import '../../storefront/components/storefront.css';
import '../../storefront/components/product-detail.css';
import '../components/visits.page.css';

/** Shop › the event's tab › the event. */
function eventCrumbs(storefront: Storefront | undefined, event: PublicEvent, base: string) {
  const crumbs: { label: string; to?: string }[] = [];
  if (storefront) {
    crumbs.push({ label: storefront.shop.name, to: base });
    const tab = flattenTabs(storefront.shop.tabs).find((t) => t.id === event.tabId);
    if (tab) crumbs.push({ label: tab.name, to: `${base}${tabSearch(tab)}` });
  }
  crumbs.push({ label: event.title });
  return crumbs;
}

/** 'Événement introuvable' with the way back to the shop. */
function EventNotFound({ base }: { base: string }) {
  const { t } = useTranslation('visits');
  return (
    <MissingPage
      base={base}
      testId="event-not-found"
      title={t('notFoundTitle')}
      hint={t('notFoundText')}
      back={t('backToVisits')}
    />
  );
}

/** Who may book: a visitor or a buyer, on a shop that takes orders (decision 0041). */
function useSeller(shop: Storefront['shop'] | undefined) {
  const user = useCurrentUser();
  const buys = !!shop?.acceptsOrders && (!user || user.role === 'buyer');
  return {
    seller: shop && buys ? { id: shop.id, name: shop.name } : null,
    closed: !!shop && !shop.acceptsOrders,
  };
}

function EventDetail({
  event,
  slots,
  slotsState,
  storefront,
  base,
}: {
  event: PublicEvent;
  slots: Slot[];
  slotsState: { loading: boolean; retry: (() => void) | null };
  storefront: Storefront | undefined;
  base: string;
}) {
  const { seller, closed } = useSeller(storefront?.shop);
  // The API stores the allow-list's HTML (decision 0135); sanitised again here, it is this
  // function's output only, whatever a row holds.
  const description = sanitizeRichText(event.description);
  const [visual, ...others] = event.visuals;
  return (
    <div className="cv-pd-page" data-testid="event-page">
      <Breadcrumb items={eventCrumbs(storefront, event, base)} />
      <div className="cv-ev">
        <div className="cv-ev-main">
          {visual && (
            <img className="cv-ev-visual" src={visual} alt="" width={960} height={600} fetchPriority="high" />
          )}
          <h1 className="cv-ev-title">{event.title}</h1>
          <EventFacts event={event} shop={storefront?.shop} firstSlot={slots[0] ?? null} />
          <div
            className="cv-ev-description"
            data-testid="event-description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt from an allow-list by sanitizeRichText
            dangerouslySetInnerHTML={{ __html: description }}
          />
          {others.length > 0 && (
            <div className="cv-ev-gallery">
              {others.map((src) => (
                <img key={src} src={src} alt="" width={320} height={200} loading="lazy" />
              ))}
            </div>
          )}
        </div>
        <BookingPanel
          key={event.id}
          event={event}
          slots={slots}
          slotsState={slotsState}
          seller={seller}
          closed={closed}
        />
      </div>
    </div>
  );
}

/** '/:name/events/:event' and '/shops/:id/events/:event': an event's page (issue 27), server-rendered. */
export function EventPage() {
  const { key, base } = useShopRoute();
  const { event: eventId = '' } = useParams();
  const storefront = useStorefront();
  const event = usePublicEvent(key, eventId);
  const slots = usePublicSlots(key, eventId, null);
  const data = event.data;
  useDocumentTitle(data && storefront.data ? `${data.title} — ${storefront.data.shop.name}` : null);
  if (storefront.data === null) return null;
  if (data === null) return <EventNotFound base={base} />;
  if (!data && event.isError) return <LoadFailed onRetry={() => void event.refetch()} />;
  if (!data) return <ProductSkeleton />;
  return (
    <>
      <EventDetail
        event={data}
        slots={slots.data?.slots ?? []}
        slotsState={{
          loading: slots.isPending,
          retry: slots.isError && !slots.data ? () => void slots.refetch() : null,
        }}
        storefront={storefront.data}
        base={base}
      />
      {storefront.data && <ShopFooter base={base} shopKey={key} name={storefront.data.shop.name} />}
    </>
  );
}
