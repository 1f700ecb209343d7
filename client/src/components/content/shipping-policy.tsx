import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-details';
import { PolicyLayout } from './policy-layout';
import { REFUND_BUSINESS_DAYS, REFUND_CHASE_BUSINESS_DAYS, RETURN_APPROVAL_DAYS, RETURN_WINDOW_WORDS } from '@common/returns';

/** The shipping, returns and refunds terms (docs/storefront.md). Also shown at /payment-callback. */
export function ShippingPolicy() {
  const shop = useShopDetails();
  return (
    <PolicyLayout title="Shipping Policy" updated="1 November 2025">
      <p>
        We ship every {shop?.shopName} order from our workshop{shop && <> at {shop.addressLines.join(', ')}</>}. Our products are sold and
        delivered within India only; we do not ship outside India.
      </p>
      <h2>Delivery</h2>
      <ul>
        <li>Orders are delivered in 2–3 business days from dispatch.</li>
        <li>There are no deliveries on weekends or public holidays.</li>
        <li>Shipping is free on orders above ₹1,000; below that a flat ₹30 is added at checkout.</li>
        <li>You will receive an e-mail with your order details as soon as your payment is confirmed.</li>
      </ul>
      <h2>Returns</h2>
      <ul>
        <li>You may return an item {RETURN_WINDOW_WORDS}.</li>
        <li>We review every return request and approve it within {RETURN_APPROVAL_DAYS} days.</li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>Once a return is approved, the refund is made to your original payment method within {REFUND_BUSINESS_DAYS} business days.</li>
        <li>
          If more than {REFUND_CHASE_BUSINESS_DAYS} business days have passed since approval and you have not received your refund, please{' '}
          <Link to={paths.contact.getHref()}>contact our support team</Link>
          {shop && (
            <>
              {' '}
              at <a href={shop.phoneHref}>{shop.phone}</a> or <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </>
          )}
          .
        </li>
      </ul>
    </PolicyLayout>
  );
}
