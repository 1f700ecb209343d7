import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possible-types';

describe('possibleTypes', () => {
  it('names every interface and union of schema.graphql with exactly the object types behind it', () => {
    const schema = buildSchema(readFileSync(path.resolve('schema.graphql'), 'utf8'));
    const fromSchema = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter(isAbstractType)
        .map((type) => [
          type.name,
          schema
            .getPossibleTypes(type)
            .map((object) => object.name)
            .sort(),
        ]),
    );
    const declared = Object.fromEntries(Object.entries(possibleTypes).map(([name, types]) => [name, [...types].sort()]));
    expect(declared).toEqual(fromSchema);
  });
});
