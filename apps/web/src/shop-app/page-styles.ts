/*
 * The stylesheets of the pages that load on demand (product, event, builders, legal notice, e-label),
 * with the app's own: the server writes every page whole, so its styles must be in the page it
 * sends, before the page's script arrives (a stylesheet arriving with the script would move the
 * page under the visitor's eyes). A few kilobytes, in the page itself.
 */
import '../features/storefront/components/product-detail.css';
import '../features/storefront/components/purchase-area.css';
import '../features/storefront/components/price-tag.css';
import '../features/storefront/components/builder/builder.css';
import '../features/storefront/pages/legal-notice.css';
import '../features/elabel/components/elabel.css';
import '../features/visits/components/visits.page.css';
