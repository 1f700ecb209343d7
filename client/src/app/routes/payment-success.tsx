import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { PaymentSuccessStatus } from '@/features/checkout/components/payment-success-status';

export function Component() {
  usePageMeta('Payment successful');
  const [params] = useSearchParams();
  return (
    <Container size="sm">
      <PaymentSuccessStatus orderId={params.get('order_id')} />
    </Container>
  );
}
