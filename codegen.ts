import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two generated outputs: the client's typed documents (client preset, fragment
// masking) and the server's resolver signatures mapped onto our TypeORM entities.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      // Persisted (trusted) documents: each operation carries the sha256 of its text, and
      // persisted-documents.json (hash → document) is the list the server accepts by hash
      // (server/src/graphql/trusted-documents.ts).
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // Bare hex sha256 of the document, as Apollo's persistedQuery extension carries it.
        persistedDocuments: { hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex') },
      },
      config: {
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date' },
        contextType: '../context.js#GraphQLContext',
        mappers: {
          Product: '../../entities/product.entity.js#ProductEntity',
          Order: '../../entities/order.entity.js#OrderEntity',
          OrderLine: '../../entities/order-line.entity.js#OrderLineEntity',
          OrderStatusChange: '../../entities/order-status-change.entity.js#OrderStatusChangeEntity',
          User: '../../entities/user.entity.js#UserEntity',
        },
      },
    },
  },
};

export default config;
