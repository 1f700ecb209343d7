import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AllProductFieldsFragmentDoc } from '../support/gql/graphql.js';

/** The shared fragments keep the promise of their names (tests/support/fragments.ts); no shop needed. */
describe('AllProductFields', () => {
  it("lists every field of schema.graphql's Product, in alphabetical order", () => {
    const schema = buildSchema(readFileSync(path.resolve('schema.graphql'), 'utf8'));
    const product = schema.getType('Product') as GraphQLObjectType;
    const fragment = parse(AllProductFieldsFragmentDoc.toString()).definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === 'AllProductFields',
    );
    if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('AllProductFields is not generated: run npm run codegen');
    const listed = fragment.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : '…'));
    expect(listed).toEqual(Object.keys(product.getFields()).sort());
  });
});
