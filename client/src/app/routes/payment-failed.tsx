import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { PaymentFailedDetails } from '@/features/checkout/components/payment-failed-details';

export function Component() {
  usePageMeta('Payment Failed');
  const [params] = useSearchParams();
  return (
    <Container size="sm">
      <PaymentFailedDetails orderId={params.get('order_id')} reason={params.get('reason')} />
    </Container>
  );
}
