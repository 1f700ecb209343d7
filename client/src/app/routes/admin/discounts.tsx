import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatIndiaTime } from '@common/discount';
import { formatPaise } from '@common/money';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import {
  DiscountCodeForm,
  draftOf,
  EMPTY_DRAFT,
  termsOf,
  UpdateDiscountCodeMutation,
  type DiscountCodeDraft,
} from '@/features/admin-discounts/components/discount-code-form';
import { graphql } from '@/gql';
import type { AdminDiscountCodesQuery } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const AdminDiscountCodesQuery = graphql(`
  query AdminDiscountCodes {
    discountCodes {
      id
      code
      kind
      percent
      amountMoney {
        amount
      }
      minimumSubtotalMoney {
        amount
      }
      startsAt
      endsAt
      usageLimit
      usageLimitPerCustomer
      active
      uses
      revenueMoney {
        formatted
      }
    }
  }
`);

type Code = AdminDiscountCodesQuery['discountCodes'][number];

function valueOf(code: Code): string {
  if (code.kind === 'PERCENTAGE') return `${code.percent} % off`;
  if (code.kind === 'FIXED_AMOUNT') return `${formatPaise(code.amountMoney?.amount ?? 0)} off`;
  return 'Free shipping';
}

function windowOf(code: Code): string {
  if (!code.startsAt && !code.endsAt) return 'Always';
  const from = code.startsAt ? `From ${formatIndiaTime(new Date(code.startsAt))}` : '';
  const until = code.endsAt ? `until ${formatIndiaTime(new Date(code.endsAt))}` : '';
  return [from, until].filter(Boolean).join(' ') || until;
}

/** /admin/discounts: every discount code with its terms, uses and the revenue of its orders; create, edit, pause and resume. */
export default function AdminDiscountsRoute() {
  const { data, error, refetch } = useQuery(AdminDiscountCodesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ id: string | null; draft: DiscountCodeDraft } | null>(null);
  const [toggle] = useMutation(UpdateDiscountCodeMutation);
  const codes = data?.discountCodes;

  async function setActive(code: Code, active: boolean) {
    try {
      const { data: saved } = await toggle({
        variables: { id: code.id, input: termsOf({ ...draftOf(code), active }) },
        refetchQueries: [AdminDiscountCodesQuery],
      });
      acceptedPayload(saved?.updateDiscountCode);
      notify.success(`${code.code} is ${active ? 'active again' : 'paused'}.`, { title: active ? 'Code resumed' : 'Code paused' });
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  }

  let content;
  if (error && !codes) content = <LoadError error={error} onRetry={() => void refetch()} what="the discount codes" />;
  else if (!codes) content = <TableSkeleton rows={3} label="Loading the discount codes" />;
  else if (codes.length === 0) content = <Text c="dimmed">No discount codes yet. Create one for your next promotion.</Text>;
  else
    content = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label="Discount codes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Gives</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Uses</Table.Th>
              <Table.Th>Revenue</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => (
              <Table.Tr key={code.id} data-testid={`discount-${code.code}`}>
                <Table.Td fw={600}>{code.code}</Table.Td>
                <Table.Td>
                  {valueOf(code)}
                  {code.minimumSubtotalMoney.amount > 0 && (
                    <Text size="xs" c="dimmed">
                      on {formatPaise(code.minimumSubtotalMoney.amount)} or more
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{windowOf(code)}</Table.Td>
                <Table.Td>
                  {code.uses} / {code.usageLimit ?? '∞'}
                  {code.usageLimitPerCustomer && (
                    <Text size="xs" c="dimmed">
                      {code.usageLimitPerCustomer} per customer
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{code.revenueMoney.formatted}</Table.Td>
                <Table.Td>
                  <Badge color={code.active ? 'leaf' : 'gray'} variant="light">
                    {code.active ? 'Active' : 'Paused'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" variant="default" onClick={() => setEditing({ id: code.id, draft: draftOf(code) })}>
                      Edit
                    </Button>
                    <Button size="compact-sm" variant="subtle" onClick={() => void setActive(code, !code.active)}>
                      {code.active ? 'Pause' : 'Resume'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      <AdminPageHeader
        title="Discount codes"
        description="Promotions shoppers type at the cart: what each gives, when, how often, and what it brought in."
      />
      <Stack gap="md">
        <Group>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ id: null, draft: EMPTY_DRAFT })}>
            New code
          </Button>
        </Group>
        {content}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? 'Edit discount code' : 'New discount code'}
        size="lg"
      >
        {editing && <DiscountCodeForm id={editing.id} initial={editing.draft} onSaved={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
