import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { formatOrderDate } from '@/components/admin/format-date';
import { OrderStatusBadge } from '@/components/admin/order-status-badge';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';

const AdminCustomerQuery = graphql(`
  query AdminCustomer($email: String!) {
    customer(email: $email) {
      email
      name
      phone
      orderCount
      lastOrderAt
      totalSpentMoney {
        formatted
      }
      addresses {
        street
        city
        state
        postalCode
        country
      }
      orders {
        id
        orderNumber
        createdAt
        status
        totalMoney {
          formatted
        }
        refundedAmountMoney {
          amount
          formatted
        }
        returns {
          id
        }
      }
    }
  }
`);

/** /admin/customers/:email: one customer's orders, returns, what they spent (the server's figure) and where they have had things sent. */
export default function AdminCustomerRoute() {
  const { email = '' } = useParams<{ email: string }>();
  const { data, loading, error } = useQuery(AdminCustomerQuery, { variables: { email } });
  const customer = data?.customer;
  if (error) return <Alert color="red">{errorMessage(error, 'We could not load this customer just now.')}</Alert>;
  if (loading && !customer) return <Text c="dimmed">Loading…</Text>;
  if (!customer) return <Text>Nobody has ordered with {email}.</Text>;
  const returns = customer.orders.reduce((sum, order) => sum + order.returns.length, 0);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={customer.name} description={`${customer.email} · ${customer.phone}`} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Figures">
        <Figure label="Total spent" value={customer.totalSpentMoney.formatted} />
        <Figure label="Orders" value={String(customer.orderCount)} />
        <Figure label="Returns" value={String(returns)} />
        <Figure label="Last order" value={formatOrderDate(customer.lastOrderAt)} />
      </SimpleGrid>
      <Card withBorder radius="md" component="section" aria-labelledby="customer-orders">
        <Title order={2} size="h5" id="customer-orders" mb="xs">
          Orders
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {customer.orders.map((order) => (
            <Group component="li" key={order.id} justify="space-between" wrap="nowrap" data-testid="customer-order">
              <Stack gap={0}>
                <Anchor component={Link} to={`${paths.admin.orders.getHref()}?q=${encodeURIComponent(order.orderNumber)}`} fw={600}>
                  {order.orderNumber}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatOrderDate(order.createdAt)}
                  {order.returns.length > 0 ? ` · ${order.returns.length} return${order.returns.length === 1 ? '' : 's'}` : ''}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <OrderStatusBadge status={order.status} />
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {order.totalMoney.formatted}
                  </Text>
                  {order.refundedAmountMoney.amount > 0 && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {order.refundedAmountMoney.formatted} refunded
                    </Text>
                  )}
                </Stack>
              </Group>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="customer-addresses">
        <Title order={2} size="h5" id="customer-addresses" mb="xs">
          Addresses
        </Title>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {customer.addresses.map((address, index) => (
            <Text component="li" size="sm" key={index}>
              {address.street}, {address.city}, {address.state} {address.postalCode}, {address.country}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Card>
  );
}
