import { useShopDetails } from '@/lib/shop-details';
import { PolicyLayout } from './policy-layout';

export function PrivacyPolicy() {
  const shop = useShopDetails();
  return (
    <PolicyLayout title="Privacy Policy" updated="1 November 2025">
      <p>{shop?.shopName ?? 'We'} respects your privacy. This page explains what we collect when you shop with us and how we use it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, e-mail address, phone number and delivery address when you place an order.</li>
        <li>The items you order and the amounts you pay. Card and UPI details are handled by our payment partner and never reach us.</li>
        <li>Your cart, wishlist and theme choice, which stay in your own browser.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To deliver your order, send its confirmation and invoice, and answer your questions.</li>
        <li>We never sell your information, and we share it only with the courier and payment partner needed to fulfil your order.</li>
      </ul>
      <h2>Your choices</h2>
      <p>
        You may ask us to see, correct or delete the personal data we hold about you by writing to{' '}
        {shop ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : 'us'}. We keep order records only as long as the law requires.
      </p>
    </PolicyLayout>
  );
}
