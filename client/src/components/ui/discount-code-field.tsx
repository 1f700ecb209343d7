import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatPaise } from '@common/money';
import { discountCodeActions } from '@/lib/discount-code';
import type { CartQuoteState } from '@/lib/cart-quote';

/**
 * "Have a discount code?": the code's field for the cart and the checkout. The server's quote
 * decides: an applied code shows what it saves and a Remove button; a refused one shows the
 * server's reason on the field, and the cart is priced without it.
 */
export function DiscountCodeField({ quote }: { quote: Pick<CartQuoteState, 'typedCode' | 'discount' | 'discountRefusal' | 'checked'> }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(quote.typedCode ?? '');
  const [lastApplied, setLastApplied] = useState(quote.typedCode);
  // Another tab (or the checkout after the cart) changed the code: show what is applied now.
  if (quote.typedCode !== lastApplied) {
    setLastApplied(quote.typedCode);
    if (quote.typedCode) setTyped(quote.typedCode);
  }

  if (quote.discount) {
    return (
      <Group justify="space-between" wrap="nowrap" data-testid="discount-applied" role="status">
        <Text fz="sm">
          <Text component="span" fw={700}>
            {quote.discount.code}
          </Text>{' '}
          applied · you save {formatPaise(quote.discount.savingPaise)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={() => discountCodeActions.remove()}
          aria-label={`Remove code ${quote.discount.code}`}
        >
          Remove
        </Button>
      </Group>
    );
  }

  const refusal = quote.typedCode && quote.checked ? quote.discountRefusal : null;
  if (!open && !quote.typedCode) {
    return (
      <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(true)} ta="left">
        Have a discount code?
      </Anchor>
    );
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '') return;
    discountCodeActions.apply(typed);
  }

  return (
    <form onSubmit={apply} noValidate>
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Discount code"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={refusal}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" mt={25} disabled={typed.trim() === ''}>
            Apply
          </Button>
        </Group>
        {refusal && (
          <Anchor component="button" type="button" fz="xs" ta="left" onClick={() => discountCodeActions.remove()}>
            Continue without a code
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
