import type { ReactNode, Ref } from 'react';
import { t, translate } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { formatINR } from '@/shared/lib/money';
import { Button, CartIcon, HeartIcon, Price, Rating } from '@/shared/ui';
import type { Product } from '../../types';
import { MAX_LINE_QUANTITY, TAX_RATE } from '@/shared/lib/constants';
import { isOutOfStock, lowStock, soldOutSizes } from '../../stock';
import { QuantityStepper } from '../QuantityStepper';
import { ServiceBadges } from '../ServiceBadges';
import { SizeSelector } from '../SizeSelector';
import {
  Actions,
  AlertSet,
  Alerts,
  BestPrice,
  PriceBlock,
  TaxNote,
  Brand,
  Divider,
  Facts,
  ImageFrame,
  Info,
  Layout,
  Name,
  OutOfStock,
  RatingRow,
  StockNote,
  TitleBlock,
} from './ProductDetails.styles';

export interface ProductDetailsProps {
  product: Product;
  /** The chosen size, or null. */
  size: string | null;
  onSizeChange: (size: string) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The most the stepper goes to: what the cart can still take of the chosen size (default 99). */
  maxQuantity?: number;
  /** Add to Cart: the page checks the size and adds `quantity` of it. */
  onAddToCart: () => void;
  wishlisted: boolean;
  /** `add` is true to save the product, false to remove it. */
  onToggleWishlist: (add: boolean) => void;
  /** The size group, so the page can move focus there when a size is missing. */
  sizeGroupRef?: Ref<HTMLDivElement>;
  /** Id of the h1, so the page's section can be labelled by it. */
  titleId?: string;
  /** The Share button (the page's: it knows the product's address), beside the rating. */
  share?: ReactNode;
  /** 'Delivery options' (the page's: it knows the remembered pincode), under Add to Cart. */
  delivery?: ReactNode;
  /** The best coupon for one of this product alone, and the price it gives (under the price). */
  bestOffer?: { code: string; price: number } | null;
  /** The shopper's saved size for this kind of garment: its button reads 'Your size'. */
  yourSize?: string | null;
  /** The 'Size guide' button (the page's: it knows the shopper's sizes), beside "Select Size". */
  sizeGuide?: ReactNode;
  /** The size recommended from the shopper's orders (the page's), under the sizes: text, never a group. */
  sizeRecommendation?: ReactNode;
  /** Sold-out sizes the shopper asked to hear about: 'We'll let you know…' instead of 'Notify me…'. */
  alertSizes?: readonly string[];
  /** 'Notify me when {size} is back' on a sold-out size. */
  onNotify?: (size: string) => void;
}

/**
 * The top of the product page: image (the page's largest paint, loaded first), brand, name (h1),
 * rating, price with struck original and "% OFF", details, sizes, quantity, Add to Cart, the
 * wishlist toggle ("Wishlisted" when saved) and the service badges.
 */
export function ProductDetails({
  product,
  size,
  onSizeChange,
  quantity,
  onQuantityChange,
  maxQuantity = MAX_LINE_QUANTITY,
  onAddToCart,
  wishlisted,
  onToggleWishlist,
  sizeGroupRef,
  titleId,
  share,
  delivery,
  bestOffer,
  yourSize = null,
  sizeGuide,
  sizeRecommendation,
  alertSizes = [],
  onNotify,
}: ProductDetailsProps) {
  const soldOut = soldOutSizes(product);
  const outOfStock = isOutOfStock(product);
  const left = size === null ? null : lowStock(product, size);
  return (
    <Layout>
      <ImageFrame src={product.image} alt={product.name} radius="lg" loading="eager" fetchPriority="high" />
      <Info>
        <TitleBlock>
          {product.brand && <Brand>{product.brand}</Brand>}
          <Name id={titleId}>{product.name}</Name>
          <RatingRow>
            <Rating value={product.rating} count={product.reviews} />
            {share}
          </RatingRow>
        </TitleBlock>
        <PriceBlock>
          <Price
            price={product.price}
            originalPrice={product.originalPrice}
            discount={product.discount}
            size="lg"
          />
          {/* Prices are before tax; the cart adds GST (decisions.md): never claim otherwise. */}
          <TaxNote>{t('+ {rate}% GST, added at checkout', { rate: Math.round(TAX_RATE * 100) })}</TaxNote>
        </PriceBlock>
        {outOfStock && <OutOfStock>{t('Out of stock')}</OutOfStock>}
        {bestOffer && (
          <BestPrice>
            {tNodes('Best price {price} with {code}', {
              price: formatINR(bestOffer.price),
              code: <strong>{bestOffer.code}</strong>,
            })}
          </BestPrice>
        )}
        <Facts>
          {/* The catalogue's English names are its values; a Hindi page shows their Hindi. */}
          <dt>{t('Category')}</dt>
          <dd>{translate(product.category)}</dd>
          {product.type && (
            <>
              <dt>{t('Type')}</dt>
              <dd>{translate(product.type)}</dd>
            </>
          )}
          <dt>{t('Colour')}</dt>
          <dd>{translate(product.color)}</dd>
        </Facts>
        <Divider />
        <SizeSelector
          sizes={product.size}
          value={size}
          onChange={onSizeChange}
          groupRef={sizeGroupRef}
          soldOut={soldOut}
          yourSize={yourSize}
          guide={sizeGuide}
        />
        {sizeRecommendation}
        {/* Announced when a size with only a few pieces left is chosen. */}
        <StockNote role="status">{left !== null && t('Only {left} left', { left })}</StockNote>
        {soldOut.length > 0 && onNotify && (
          <Alerts aria-label={t('Sold-out sizes')}>
            {soldOut.map((soldOutSize) => (
              <li key={soldOutSize}>
                {alertSizes.includes(soldOutSize) ? (
                  <AlertSet>
                    {t("We'll let you know when {size} is back", { size: translate(soldOutSize) })}
                  </AlertSet>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => onNotify(soldOutSize)}>
                    {t('Notify me when {size} is back', { size: translate(soldOutSize) })}
                  </Button>
                )}
              </li>
            ))}
          </Alerts>
        )}
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          max={maxQuantity}
          disabled={outOfStock}
        />
        <Actions>
          <Button size="md" fullWidth startIcon={<CartIcon />} onClick={onAddToCart} disabled={outOfStock}>
            {t('Add to Cart')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            aria-pressed={wishlisted}
            startIcon={<HeartIcon filled={wishlisted} />}
            onClick={() => onToggleWishlist(!wishlisted)}
          >
            {wishlisted ? t('Wishlisted') : t('Add to wishlist')}
          </Button>
        </Actions>
        {delivery}
        <ServiceBadges />
      </Info>
    </Layout>
  );
}
