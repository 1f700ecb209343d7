import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { taxDocumentLinks, type OrderTaxDocumentsRef } from '@/lib/order-gst';

/**
 * Download links for an order's GST invoice and credit notes (PDF). Renders nothing until the
 * invoice is issued, so a shopper never meets a link to a document that does not exist yet.
 */
export function TaxDocumentLinks({ order, title = 'Tax documents' }: { order: OrderTaxDocumentsRef; title?: string | null }) {
  const links = taxDocumentLinks(order);
  if (links.length === 0) return null;
  return (
    <Stack gap={4} data-testid="tax-documents">
      {title && (
        <Text fz="sm" fw={600}>
          {title}
        </Text>
      )}
      {links.map((link) => (
        <Anchor key={link.id} href={link.href} download fz="sm" target="_blank" rel="noopener">
          <Group gap={6} wrap="nowrap" component="span">
            <IconFileInvoice size={16} aria-hidden />
            {link.label} (PDF)
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
