import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-details';
import { PolicyLayout } from './policy-layout';

export function TermsOfService() {
  const shop = useShopDetails();
  return (
    <PolicyLayout title="Terms of Service" updated="1 November 2025">
      <p>
        By using this website and placing an order you agree to these terms.
        {shop && (
          <>
            {' '}
            The shop is run by {shop.legalName} (GSTIN {shop.gstin}), {shop.addressLines.join(', ')}.
          </>
        )}
      </p>
      <h2>Orders and prices</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include GST. Shipping is shown before you pay.</li>
        <li>
          An order is confirmed once our payment partner confirms your payment. We may cancel and fully refund an order we cannot fulfil.
        </li>
      </ul>
      <h2>Products</h2>
      <ul>
        <li>
          Our products are for external use. Please read the ingredients and do a patch test before first use; stop using a product that
          irritates your skin.
        </li>
        <li>Product images are illustrations; colours and packaging may vary slightly.</li>
      </ul>
      <h2>Delivery and returns</h2>
      <p>
        Delivery, returns and refunds are described in our <Link to={paths.shippingPolicy.getHref()}>Shipping Policy</Link>. We deliver
        within India only.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of Thanjavur, Tamil Nadu have jurisdiction.</p>
    </PolicyLayout>
  );
}
