import { Kind, type DocumentNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpdateOrderStatusMutation } from './use-update-order-status';
import { MarkOrderDeliveredMutation, ShipOrderMutation } from './use-ship-order';

/** The selection under the mutation's `order` field, as written in the document. */
function orderSelection(document: DocumentNode): string[] {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  const payload = operation.selectionSet.selections[0] as FieldNode;
  const order = payload.selectionSet?.selections.find(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === 'order',
  ) as FieldNode;
  return (order.selectionSet?.selections ?? []).map((selection) =>
    selection.kind === Kind.FRAGMENT_SPREAD ? `...${selection.name.value}` : selection.kind === Kind.FIELD ? selection.name.value : '?',
  );
}

describe('what an order change reads back in the admin', () => {
  it.each([
    ['changing the status', UpdateOrderStatusMutation],
    ['shipping', ShipOrderMutation],
    ['marking delivered', MarkOrderDeliveredMutation],
  ])('%s reads the order through the one shared fragment, so the list and the details stay alike', (_name, document) => {
    expect(orderSelection(document)).toEqual(['...AdminOrderChange']);
  });
});
