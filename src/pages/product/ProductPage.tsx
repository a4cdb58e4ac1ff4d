import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  firstScreenNeeds,
  HydrationBoundary,
  isPrerenderedPage,
  lazyPage,
  loadOnce,
  usePageBusy,
} from '@/app/boot';
import { useAppSelector } from '@/app/hooks';
import { selectProductById, selectProductStatus, useEnsureProducts } from '@/features/catalog';
import { t } from '@/shared/i18n';
import { Container, Spinner } from '@/shared/ui';

// The product screen itself loads as its own chunk; 'Loading product details...' shows meanwhile.
const loadProductView = loadOnce(() => import(/* webpackChunkName: "product-view" */ './ProductView'));
const ProductView = lazyPage(loadProductView);
// Its chunk is part of the page's first paint (the route preloads it from a prerendered page's HTML:
// routes.ts `preload.modules`), so it is asked for as this page's own chunk runs, not only once React
// renders the page: on a slow phone that can come seconds after the page's load event, and the
// browser then warns that the preloaded chunks went unused. The product page's controls (Add to
// Cart) are in it: a prerendered product page enables them once it is here (app/boot).
firstScreenNeeds(loadProductView()).catch(() => undefined);

/**
 * Called once the page has shown its first product's view, which then joins Recently viewed
 * (ProductView's effect), or has none to show.
 */
let firstViewShown = () => undefined as void;
// A prerendered product page's controls wait for that too. Its view hydrates after the root, and
// React runs the view's effects only then: a shopper who went on at once (another product, back
// to a listing) left a product that Recently viewed never saw.
// Never for long: a shopper who followed a link of the header before the view hydrated never sees
// it, and the next page's controls must not wait for it (after 5 s they are enabled as a listing's
// are, once the code is here).
if (isPrerenderedPage() && location.pathname.includes('/product/')) {
  firstScreenNeeds(new Promise<void>((shown) => (firstViewShown = shown)));
  setTimeout(firstViewShown, 5000);
}

/** A product id is a positive whole number written plainly ("12"); anything else matches no product. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

const Loading = styled(Container)`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

export function ProductLoading() {
  return (
    <Loading>
      <Spinner label={t('Loading product details...')} showLabel size="lg" />
    </Loading>
  );
}

const NO_IDS: readonly number[] = [];

export default function ProductPage() {
  const id = parseProductId(useParams().id);
  const product = useAppSelector((state) => (id === null ? undefined : selectProductById(state, id)));
  // A product not at hand yet (in the browser, its shard of the catalogue) is fetched; one the
  // catalogue does not have sends the shopper home.
  const status = useAppSelector((state) => (id === null ? 'absent' : selectProductStatus(state, id)));
  useEnsureProducts(status === 'loading' && id !== null ? [id] : NO_IDS);
  usePageBusy(status === 'loading');
  if (status === 'loading') return <ProductLoading />;
  if (!product) {
    firstViewShown();
    return <Navigate to="/" replace />;
  }
  return (
    <HydrationBoundary fallback={<ProductLoading />}>
      {/* A different product is a new page: fresh size, quantity, review form, title and focus. */}
      <ProductView key={product.id} product={product} onShown={firstViewShown} />
    </HydrationBoundary>
  );
}
