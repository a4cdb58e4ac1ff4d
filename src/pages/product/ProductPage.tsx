import { Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectProductById } from '../../features/catalog';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

/** A product id is a positive whole number written plainly ("12"); anything else matches no product. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

export function ProductPage() {
  const id = parseProductId(useParams().id);
  const product = useAppSelector((state) => (id === null ? undefined : selectProductById(state, id)));
  usePageTitle(product?.name ?? 'Product');
  if (!product) return <Navigate to="/" replace />;
  return (
    <Container>
      <h1>{product.name}</h1>
    </Container>
  );
}

export default ProductPage;
