import { useShopDetails } from '@/lib/shop-details';
import { PolicyLayout } from './policy-layout';

export function PrivacyPolicy() {
  const shop = useShopDetails();
  return (
    <PolicyLayout title="Privacy Policy" updated="29 November 2026">
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
      <h2>Marketing e-mails</h2>
      <p>
        We send offers and news only if you tick “E-mail me offers and new products” in your account: a consent separate from your orders,
        off until you give it, recorded with the time you gave it. Every such e-mail has an unsubscribe link that stops them in one click;
        you can also untick the box at any time.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>
          Signed in, you can download everything we hold about you (account, addresses, orders, reviews, messages) as a JSON file from your
          account.
        </li>
        <li>
          You can delete your account there. We then erase your name, e-mail, phone and addresses from your orders, reviews, messages and
          the e-mails we sent you. Invoices already issued to you stay as issued, because Indian GST law requires us to keep them for 72
          months; your orders’ amounts and state stay in our accounts under no name.
        </li>
        <li>
          To correct your data, or for any question or complaint about it, write to our grievance officer
          {shop ? (
            <>
              , {shop.grievanceOfficer.name} ({shop.grievanceOfficer.designation}), at{' '}
              <a href={`mailto:${shop.grievanceOfficer.email}`}>{shop.grievanceOfficer.email}</a>
            </>
          ) : null}
          . You may also complain to the Data Protection Board of India.
        </li>
      </ul>
    </PolicyLayout>
  );
}
